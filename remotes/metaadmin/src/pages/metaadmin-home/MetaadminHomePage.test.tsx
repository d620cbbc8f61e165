import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { MetaadminHomePage } from './MetaadminHomePage';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';

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

  it('creates a customer with its first DSB', async () => {
    const { server } = renderPage(<MetaadminHomePage />, api, { path: '/metaadmin' });
    fireEvent.click(await screen.findByTestId('create-customer'));
    const dialog = await screen.findByTestId('create-customer-dialog');
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
