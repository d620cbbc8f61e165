import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { beispiel, location, muster, portalHandler, renderApp, signInStored, stopFakeServer, resetBrowserState } from '../../testing/renderApp';
import { filterCustomers } from './filterCustomers';

beforeEach(() => resetBrowserState());
afterEach(() => stopFakeServer());

describe('filterCustomers', () => {
  it('matches a case-insensitive substring and sorts by name', () => {
    const list = [
      { customer_uid: '2', name: 'Muster GmbH' },
      { customer_uid: '1', name: 'Beispiel AG' },
    ];
    expect(filterCustomers(list, '').map((c) => c.name)).toEqual(['Beispiel AG', 'Muster GmbH']);
    expect(filterCustomers(list, 'gMb').map((c) => c.name)).toEqual(['Muster GmbH']);
    expect(filterCustomers(list, 'xyz')).toEqual([]);
  });
});

describe('CustomersPage', () => {
  it('filters by name, remembers the filter and switches to the chosen customer', async () => {
    signInStored();
    const { store } = renderApp('/customers', portalHandler());
    const list = await screen.findByRole('list', { name: 'Datenbanken' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('customer-filter'), { target: { value: 'beisp' } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('vws.preferences') ?? '{}').customerNameFilter).toBe('beisp');
    fireEvent.click(screen.getByRole('button', { name: 'Auswählen: Beispiel AG' }));
    await waitFor(() => expect(location.current).toBe('/customer?cuid=c-beispiel'));
    expect(store.getState().session.currentCustomer?.name).toBe('Beispiel AG');
  });

  it('says that loading failed (not "no database assigned") and loads again on retry (spec §8)', async () => {
    signInStored();
    let fail = true;
    const customers = (): { status: number; body: unknown } =>
      fail ? { status: 500, body: { error: 'internal' } } : { status: 200, body: { customers: [muster, beispiel] } };
    renderApp('/customers', portalHandler({ overrides: { [META_ENDPOINTS.customers.path]: customers } }));
    const failed = await screen.findByTestId('customers-load-failed');
    expect(failed).toHaveTextContent('Die Datenbanken konnten nicht geladen werden.');
    expect(screen.queryByText(/keine Datenbank zugeordnet/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('no-customers-notice')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Erneut laden' }));
    const list = await screen.findByRole('list', { name: 'Datenbanken' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByTestId('customers-load-failed')).not.toBeInTheDocument();
  });
});
