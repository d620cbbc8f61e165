import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { documentNavigation } from '../guard/documentNavigation';
import {
  dana,
  fakeCustomerModule,
  fakeRuntime,
  location,
  muster,
  portalHandler,
  renderApp,
  signInStored,
  stopFakeServer,
  resetBrowserState,
} from '../testing/renderApp';

beforeEach(() => resetBrowserState());
afterEach(() => stopFakeServer());

describe('navigation guard (spec §2)', () => {
  it('sends an unsigned user to the sign-in page with the requested path and query as redirect', async () => {
    const loaded: string[] = [];
    jest.spyOn(documentNavigation, 'replace').mockImplementation((url) => void loaded.push(url));
    renderApp('/customer-master-data?cuid=c-muster', portalHandler());
    const expected = `/signin?redirect=${encodeURIComponent('/customer-master-data?cuid=c-muster')}`;
    // /signin is a page of its own (signin.html): the browser loads it (SignInPage.test.tsx tests it).
    await waitFor(() => expect(loaded).toEqual([expected]));
    jest.restoreAllMocks();
  });

  it('switches the customer named by cuid and renders the remote page', async () => {
    signInStored();
    const { store } = renderApp('/customer?cuid=c-beispiel', portalHandler());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(store.getState().session.currentCustomer).toEqual({ customerUid: 'c-beispiel', name: 'Beispiel AG' });
  });

  it('sends an unknown cuid to /customers?customerDBNotAvailable=1', async () => {
    signInStored();
    renderApp('/customer?cuid=c-unknown', portalHandler());
    await waitFor(() => expect(location.current).toBe('/customers?customerDBNotAvailable=1'));
    expect(await screen.findByTestId('customer-db-not-available')).toBeInTheDocument();
  });

  it('sends a customer whose database is unreachable (503) to /customers?customerDBNotAvailable=1, also when it is already the current one', async () => {
    signInStored();
    const down = { [META_ENDPOINTS.customerPermissions.path]: () => ({ status: 503, body: { error: 'customerDBNotAvailable' } }) };
    renderApp('/customer?cuid=c-muster', portalHandler({ customers: [muster], overrides: down }));
    await waitFor(() => expect(location.current).toBe('/customers?customerDBNotAvailable=1'));
    expect(await screen.findByTestId('customer-db-not-available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('offers the meta administration in the user menu with the permission alone; the local setting is off (spec §2 Layout)', async () => {
    signInStored();
    renderApp('/customer?cuid=c-muster', portalHandler({ profilePermissions: ['META_Admin_Module_Access'] }));
    fireEvent.click(await screen.findByTestId('user-menu'));
    // The popup is still animating in jsdom, hence hidden: true.
    expect(await screen.findByRole('menuitem', { name: 'Meta-Administration', hidden: true })).toBeInTheDocument();
  });

  it("shows one imprint link in the sidebar: the customer's legal notice, or the portal's without a customer (spec §2 Layout)", async () => {
    signInStored();
    const first = renderApp('/customer?cuid=c-muster', portalHandler());
    const sidebar = await screen.findByTestId('sidebar');
    await waitFor(() =>
      expect(
        within(sidebar)
          .getAllByRole('link', { name: 'Impressum' })
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/customer-legalnotice?cuid=c-muster']),
    );
    first.unmount();
    stopFakeServer();
    resetBrowserState();
    signInStored();
    renderApp('/customers', portalHandler({ customers: [] }));
    const noCustomer = await screen.findByTestId('sidebar');
    await waitFor(() =>
      expect(
        within(noCustomer)
          .getAllByRole('link', { name: 'Impressum' })
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/res/legal_notice_de.html']),
    );
  });

  it('renders no hidden sidebar below 992 px: the drawer brings the links when it is opened', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: query === '(max-width: 991.98px)' })) as typeof window.matchMedia;
    try {
      signInStored();
      renderApp('/customer?cuid=c-muster', portalHandler());
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Navigation ein-/ausblenden' }));
      const drawer = await screen.findByTestId('sidebar');
      await waitFor(() => expect(within(drawer).getAllByRole('link', { name: 'Impressum' })).toHaveLength(1));
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('redirects to / when the permission of the route is missing', async () => {
    signInStored();
    renderApp('/customer-master-data?cuid=c-beispiel', portalHandler());
    await waitFor(() => expect(location.current).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Master data page' })).not.toBeInTheDocument();
  });

  it('adds the current customer to a customer route without cuid', async () => {
    signInStored();
    renderApp('/customer', portalHandler({ customers: [muster] }));
    await waitFor(() => expect(location.current).toBe('/customer?cuid=c-muster'));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('takes over the session when another tab signs in as someone else', async () => {
    signInStored();
    renderApp('/customer?cuid=c-muster', portalHandler());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    const other = { ...dana, user_uid: 'u-lena', email: 'leser@example.com', firstname: 'Lena', lastname: 'Seidel' };
    act(() => {
      signInStored(other, 'u-lena@2');
      window.dispatchEvent(new StorageEvent('storage', { key: 'vws.session' }));
    });
    await waitFor(() => expect(location.current).toBe('/customers?userHasChanged=1'));
    expect(await screen.findByTestId('user-has-changed')).toBeInTheDocument();
  });
});

describe('run-time composition (DESIGN.md §3)', () => {
  it('does not load remote code outside its routes but shows its sidebar from the manifest', async () => {
    signInStored();
    const { runtime } = renderApp('/customers', portalHandler({ customers: [muster] }));
    expect(await screen.findByRole('link', { name: 'Stammdaten' })).toBeInTheDocument();
    expect(runtime.loads).toBe(0);
  });

  it('shows a translated error with retry when a remote cannot be loaded, and retry loads it', async () => {
    signInStored();
    let fail = true;
    const runtime = fakeRuntime(async () => {
      if (fail) throw new Error('remoteEntry.js: 502');
      return { default: fakeCustomerModule };
    });
    renderApp('/customer?cuid=c-muster', portalHandler(), runtime);
    expect(await screen.findByText('Der Bereich „Kunde“ konnte nicht geladen werden.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(runtime.registered.length).toBeGreaterThanOrEqual(2);
  });

  it('still renders the portal when /remotes.json fails', async () => {
    signInStored();
    renderApp('/customers', portalHandler({ overrides: { '/remotes.json': () => ({ status: 500, body: {} }) } }));
    expect(await screen.findByRole('heading', { name: 'Datenbanken' })).toBeInTheDocument();
    expect(await screen.findByTestId('sidebar-remote-error')).toBeInTheDocument();
  });

  it('shows the portal-wide notice with retry on a module route when /remotes.json fails', async () => {
    signInStored();
    let failing = true;
    renderApp(
      '/customer?cuid=c-muster',
      portalHandler({
        overrides: {
          '/remotes.json': () =>
            failing ? { status: 503, body: {} } : { status: 200, body: [{ name: 'customer', manifest: '/remotes/customer/mf-manifest.json' }] },
        },
      }),
    );
    const notice = await screen.findByTestId('remote-unavailable');
    expect(notice).toHaveTextContent('Die Module des Portals konnten nicht geladen werden.');
    failing = false;
    fireEvent.click(within(notice).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
