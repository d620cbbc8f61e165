import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { MetaadminHomePage } from './MetaadminHomePage';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

/** The dialogs are lazy chunks: on a busy machine they take longer than the default second to arrive. */
const LAZY = { timeout: 5000 };

afterEach(() => stopFakeServer());

const customers = [
  {
    customer_uid: 'c-1',
    name: 'Muster GmbH',
    cluster: '',
    schema_name: 'c_1',
    is_template_source: false,
    members: 8,
    migrationState: 'current',
    pendingMigrations: [],
    mayRename: true,
  },
  {
    customer_uid: 'c-2',
    name: 'Fern AG',
    cluster: 'postgres://db2:5432/x',
    schema_name: 'c_2',
    is_template_source: false,
    members: 2,
    migrationState: 'unavailable',
    pendingMigrations: [],
    mayRename: false,
  },
];

const api = (request: { path: string; body?: unknown }) => {
  if (request.path === META_ENDPOINTS.adminCustomers.path) return { status: 200, body: { customers, clusters: [''] } };
  if (request.path === META_ENDPOINTS.adminRoles.path)
    return {
      status: 200,
      body: {
        roles: [
          { id: 1, name: 'Mitglied', permissions: ['VWS_Customer_Select'] },
          { id: 2, name: 'DSB', permissions: ['VWS_VVTProzesse_WriteProtectedFields', 'VWS_MasterData_Edit'] },
        ],
      },
    };
  if (request.path === META_ENDPOINTS.adminCustomerCreate.path)
    return { status: 200, body: { customer_uid: 'c-3', name: 'Neue Kunde GmbH', dsbUserUid: 'u', applied: [] } };
  if (request.path === META_ENDPOINTS.migrateDatabases.path)
    return {
      status: 200,
      body: {
        meta: [],
        results: [
          { customer_uid: 'c-1', name: 'Muster GmbH', applied: ['customer_0003_data_exports'] },
          { customer_uid: 'c-2', name: 'Fern AG', applied: [], error: 'unreachable' },
        ],
      },
    };
  return { status: 404, body: { error: 'notFound' } };
};

describe('MetaadminHomePage', () => {
  it('lists the customers with cluster and migration state', async () => {
    renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    expect(await screen.findByText('Fern AG')).toBeInTheDocument();
    expect(screen.getByText('Hauptdatenbank')).toBeInTheDocument();
    expect(screen.getByText('nicht erreichbar')).toBeInTheDocument();
  });

  it('offers renaming only where the meta administrator may rename, and says why elsewhere', async () => {
    renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    expect(await screen.findByTestId('rename-customer-c-1')).toBeInTheDocument();
    expect(screen.queryByTestId('rename-customer-c-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('rename-customer-closed-c-2')).toHaveTextContent('Umbenennen nur mit dem Recht auf die Stammdaten dieses Kunden');
  });

  it('keeps name, migration state and rename as key columns; cluster, schema and members drop on narrower windows (issue 24)', async () => {
    renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    const table = within(await screen.findByTestId('customers-table'));
    await table.findByText('Fern AG');
    expect(table.getByRole('columnheader', { name: 'Aktionen' })).not.toHaveClass('vws-col-p2', 'vws-col-p3');
    expect(table.getByRole('columnheader', { name: /Cluster/ })).toHaveClass('vws-col-p3');
    expect(table.getByRole('columnheader', { name: /Schema/ })).toHaveClass('vws-col-p3');
    expect(table.getByRole('columnheader', { name: /Mitglieder/ })).toHaveClass('vws-col-p2');
    expect(table.getByRole('columnheader', { name: /^Migrationen/ }).className).not.toMatch(/vws-col-p/);
    expect(table.getByRole('button', { name: 'Muster GmbH umbenennen' })).toHaveTextContent('Umbenennen');
  });

  it('lists the roles on a sortable list whose headers take the keyboard (a phone’s scroll box is reachable)', async () => {
    renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Rollen' }));
    const table = within(await screen.findByTestId('roles-table'));
    const role = await table.findByRole('columnheader', { name: /Rolle/ });
    expect(role).toHaveAttribute('tabindex', '0');
    expect(table.getByText('VWS_VVTProzesse_WriteProtectedFields, VWS_MasterData_Edit')).toHaveClass('vws-wrap-anywhere');
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Mitglied', 'Datenschutzbeauftragter (DSB)']);
    fireEvent.click(role);
    await waitFor(() => expect(names()).toEqual(['Datenschutzbeauftragter (DSB)', 'Mitglied']));
  });

  it('creates a customer with its first DSB', async () => {
    const { server } = renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    fireEvent.click(await screen.findByTestId('create-customer'));
    const dialog = await screen.findByTestId('create-customer-dialog', {}, LAZY);
    fireEvent.click(within(dialog).getByTestId('create-customer-submit'));
    expect(await within(dialog).findAllByText('Pflichtfeld')).not.toHaveLength(0);
    expect(server.calls(META_ENDPOINTS.adminCustomerCreate.path)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Name des Kunden/), { target: { value: 'Neue Kunde GmbH' } });
    fireEvent.change(within(dialog).getByLabelText(/E-Mail des DSB/), { target: { value: 'neu@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Vorname des DSB/), { target: { value: 'Nina' } });
    fireEvent.change(within(dialog).getByLabelText(/Nachname des DSB/), { target: { value: 'Neu' } });
    fireEvent.click(within(dialog).getByTestId('create-customer-submit'));
    expect(await screen.findByText('Der Kunde Neue Kunde GmbH wurde angelegt.')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.adminCustomerCreate.path)[0]!.body).toEqual({
      name: 'Neue Kunde GmbH',
      cluster: '',
      dsb: { email: 'neu@example.com', firstname: 'Nina', lastname: 'Neu' },
    });
  });

  it('runs the migrations of every customer and shows the result per customer', async () => {
    const { server } = renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Migrationen' }));
    fireEvent.click(await screen.findByTestId('run-migrations'));
    expect(await screen.findByText('customer_0003_data_exports')).toBeInTheDocument();
    expect(screen.getByText('fehlgeschlagen: unreachable')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.migrateDatabases.path)[0]!.query.customer_uid).toBe('');
  });
});
