import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@vws/shared/core';
import { preloadListDataTable, type FakeRequest } from '@vws/shared/testing';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { MetaadminHomePage } from './MetaadminHomePage';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';

beforeAll(() => preloadListDataTable());

/** The dialogs are lazy chunks: on a busy machine they take longer than the default second to arrive. */
const LAZY = { timeout: 5000 };

afterEach(async () => {
  stopFakeServer();
  await act(() => changeLanguage('de'));
});

const customer = (customer_uid: string, name: string) => ({
  customer_uid,
  name,
  cluster: '',
  schema_name: customer_uid,
  is_template_source: false,
  members: 3,
  migrationState: 'current',
  pendingMigrations: [],
  // The server says so per row; a refusal can still come when the right was taken away meanwhile.
  mayRename: true,
});

/** The customer list and PUT /meta/customer-edit: a taken name is refused, c-2 may not be renamed by the caller. */
function fakeApi() {
  const customers = [customer('c-1', 'Muster GmbH'), customer('c-2', 'Beispiel AG')];
  return (request: FakeRequest) => {
    if (request.path === META_ENDPOINTS.adminCustomers.path) return { status: 200, body: { customers, clusters: [''] } };
    if (request.path === CUSTOMER_ENDPOINTS.customerEdit.path && request.method === 'PUT') {
      const { name } = (request.body as { customerModel: { name: string } }).customerModel;
      if (request.query.customer_uid === 'c-2') return { status: 403, body: { error: 'forbidden', message: 'forbidden' } };
      if (customers.some((c) => c.name === name && c.customer_uid !== request.query.customer_uid)) {
        return { status: 409, body: { error: 'customerNameTaken', message: 'taken' } };
      }
      const row = customers.find((c) => c.customer_uid === request.query.customer_uid)!;
      row.name = name;
      return { status: 200, body: { customer: { customer_uid: row.customer_uid, name } } };
    }
    return { status: 404, body: { error: 'notFound' } };
  };
}

const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(/Name des Kunden|Name of the customer/);

describe('RenameCustomerDialog', () => {
  it('renames a customer: the name is required, a taken name is reported in the dialog, the list is refreshed', async () => {
    const { server } = renderPage(<MetaadminHomePage />, fakeApi(), { path: '/metaadmin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Muster GmbH umbenennen' }));
    const dialog = await screen.findByTestId('rename-customer-dialog', {}, LAZY);
    expect(within(dialog).getByText('Kunde „Muster GmbH“ umbenennen')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveValue('Muster GmbH');

    fireEvent.change(nameField(dialog), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByTestId('rename-customer-submit'));
    expect(await within(dialog).findByText('Pflichtfeld')).toBeInTheDocument();
    expect(server.calls(CUSTOMER_ENDPOINTS.customerEdit.path)).toHaveLength(0);

    fireEvent.change(nameField(dialog), { target: { value: 'Beispiel AG' } });
    fireEvent.click(within(dialog).getByTestId('rename-customer-submit'));
    expect(await within(dialog).findByText('Ein Kunde mit diesem Namen existiert bereits.')).toBeInTheDocument();
    expect(screen.getByTestId('rename-customer-dialog')).toBeInTheDocument();

    fireEvent.change(nameField(dialog), { target: { value: 'Muster GmbH & Co. KG' } });
    fireEvent.click(within(dialog).getByTestId('rename-customer-submit'));
    expect(await screen.findByText('Der Kunde heißt jetzt Muster GmbH & Co. KG.')).toBeInTheDocument();
    const sent = server.calls(CUSTOMER_ENDPOINTS.customerEdit.path).at(-1)!;
    expect(sent).toMatchObject({ method: 'PUT', query: { customer_uid: 'c-1' }, body: { customerModel: { name: 'Muster GmbH & Co. KG' } } });
    await waitFor(() => expect(screen.queryByTestId('rename-customer-dialog')).toBeNull());
    expect(await within(screen.getByTestId('customers-table')).findByText('Muster GmbH & Co. KG')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.adminCustomers.path)).toHaveLength(2);
  });

  it('shows a refusal in the dialog and keeps the name', async () => {
    const { server } = renderPage(<MetaadminHomePage />, fakeApi(), { path: '/metaadmin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Beispiel AG umbenennen' }));
    const dialog = await screen.findByTestId('rename-customer-dialog', {}, LAZY);
    fireEvent.change(nameField(dialog), { target: { value: 'Beispiel SE' } });
    fireEvent.click(within(dialog).getByTestId('rename-customer-submit'));
    expect(await within(dialog).findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.adminCustomers.path)).toHaveLength(1);
    // Closing and opening again starts without the old error.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByTestId('rename-customer-dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Beispiel AG umbenennen' }));
    const again = await screen.findByTestId('rename-customer-dialog', {}, LAZY);
    expect(nameField(again)).toHaveValue('Beispiel AG');
    expect(within(again).queryByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeNull();
  });

  it('has English texts', async () => {
    renderPage(<MetaadminHomePage />, fakeApi(), { path: '/metaadmin' });
    await act(() => changeLanguage('en'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Muster GmbH' }));
    const dialog = await screen.findByTestId('rename-customer-dialog', {}, LAZY);
    expect(within(dialog).getByText('Rename the customer “Muster GmbH”')).toBeInTheDocument();
    fireEvent.change(nameField(dialog), { target: { value: 'Beispiel AG' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A customer with this name already exists.')).toBeInTheDocument();
  });
});
