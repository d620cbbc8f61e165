import './testing/fetchPolyfill';
import { configureApiBase, setNavigator } from './config';
import { api } from './platformEndpoints';
import { createPortalStore } from './store';
import { EXPIRY_MAX_WAIT_MS, resetRefreshStateForTests } from './reauth';
import { resetNetworkToastThrottleForTests } from './slice';
import { delay, startFakeServer, type FakeServer } from './testing/fakeServer';
import { customerChanged } from '../session/actions';
import { sessionStarted } from '../session/sessionSlice';
import { readStoredSession, writeStoredSession } from '../session/storedSession';
import { subscribeToasts, type ToastMessage } from '../ui/toast/toastBus';
import { changeLanguage } from '../i18n';
import { AUTH_ENDPOINTS } from '../contract/auth-endpoints';
import { CUSTOMER_ENDPOINTS } from '../contract/customer-endpoints';
import { META_ENDPOINTS } from '../contract/meta-endpoints';

const user = { user_uid: 'u-1', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' };

let server: FakeServer | undefined;
const navigations: string[] = [];

beforeAll(() => {
  configureApiBase({ baseUrl: 'http://localhost' });
  setNavigator((path) => navigations.push(path));
});

beforeEach(() => {
  navigations.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  resetRefreshStateForTests();
  resetNetworkToastThrottleForTests();
});

afterEach(() => server?.restore());

function signedInStore(customer?: { customerUid: string; name: string }) {
  const store = createPortalStore();
  writeStoredSession({ sessionId: 'u-1@1', user });
  store.dispatch(sessionStarted({ user, sessionId: 'u-1@1' }));
  if (customer) store.dispatch(customerChanged({ ...customer, permissions: ['VWS_Select'] }));
  return store;
}

const fresh = { subscribe: false, forceRefetch: true } as const;

describe('every request', () => {
  it('carries the selected customer as customer_uid, credentials and the CSRF header', async () => {
    server = startFakeServer(() => ({ status: 200, body: { masterData: { name: 'Muster GmbH' } } }));
    const store = signedInStore({ customerUid: 'c-muster', name: 'Muster GmbH' });

    await store.dispatch(api.endpoints.getMasterData.initiate(undefined, fresh)).unwrap();

    const [request] = server.calls(CUSTOMER_ENDPOINTS.masterData.path);
    expect(request.query).toEqual({ customer_uid: 'c-muster' });
    expect(request.credentials).toBe('include');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('adds no customer_uid while no customer is selected, and keeps one the caller names', async () => {
    server = startFakeServer(() => ({ status: 200, body: { customers: [], permissions: [] } }));
    const store = signedInStore();
    await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh)).unwrap();
    store.dispatch(customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions: [] }));
    await store.dispatch(api.endpoints.getCustomerPermissions.initiate({ customerUid: 'c-beispiel' }, fresh)).unwrap();

    expect(server.calls(META_ENDPOINTS.customers.path)[0].query).toEqual({});
    expect(server.calls(META_ENDPOINTS.customerPermissions.path)[0].query).toEqual({ customer_uid: 'c-beispiel' });
  });
});

describe('an expired access token', () => {
  it('runs one refresh for concurrent 401s; the others wait for it and every call is retried once', async () => {
    let tokenValid = false;
    server = startFakeServer(async (request) => {
      if (request.path === AUTH_ENDPOINTS.tokenRefresh.path) {
        await delay(250); // long enough that the other requests must poll
        tokenValid = true;
        return { status: 200, body: { usermodel: user } };
      }
      if (!tokenValid) return { status: 401, body: { error: 'unauthorized' } };
      if (request.path === META_ENDPOINTS.customers.path) return { status: 200, body: { customers: [{ customer_uid: 'c-1', name: 'A' }] } };
      if (request.path === META_ENDPOINTS.userProfile.path) return { status: 200, body: { userprofiledata: user } };
      return { status: 200, body: { permissions: ['META_Manage_Users'] } };
    });
    const store = signedInStore();

    const [customers, profile, permissions] = await Promise.all([
      store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh)).unwrap(),
      store.dispatch(api.endpoints.getUserProfile.initiate(undefined, fresh)).unwrap(),
      store.dispatch(api.endpoints.getUserProfilePermissions.initiate(undefined, fresh)).unwrap(),
    ]);

    expect(server.calls(AUTH_ENDPOINTS.tokenRefresh.path)).toHaveLength(1);
    expect(customers.customers).toHaveLength(1);
    expect(profile.userprofiledata.email).toBe('dsb@example.com');
    expect(permissions.permissions).toEqual(['META_Manage_Users']);
    for (const path of [META_ENDPOINTS.customers.path, META_ENDPOINTS.userProfile.path, META_ENDPOINTS.userProfilePermissions.path]) {
      expect(server.calls(path)).toHaveLength(2); // the 401 and the one retry
    }
    expect(navigations).toEqual([]);
  });

  it('a request started while a refresh runs waits for it instead of failing first', async () => {
    let tokenValid = false;
    server = startFakeServer(async (request) => {
      if (request.path === AUTH_ENDPOINTS.tokenRefresh.path) {
        await delay(250);
        tokenValid = true;
        return { status: 200, body: { usermodel: user } };
      }
      return tokenValid ? { status: 200, body: { roles: [] } } : { status: 401, body: { error: 'unauthorized' } };
    });
    const store = signedInStore();
    const first = store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh)).unwrap();
    await delay(50);
    await store.dispatch(api.endpoints.getRoles.initiate(undefined, fresh)).unwrap();
    await first;

    expect(server.calls(META_ENDPOINTS.roles.path)).toHaveLength(1);
    expect(server.calls(AUTH_ENDPOINTS.tokenRefresh.path)).toHaveLength(1);
  });

  it('when the refresh is refused too, resets the session and every cache and goes to /signin', async () => {
    server = startFakeServer(() => ({ status: 401, body: { error: 'unauthorized' } }));
    const store = signedInStore({ customerUid: 'c-muster', name: 'Muster GmbH' });
    sessionStorage.setItem('vws.audit.filter', '{"text":"x"}');

    const outcomes = await Promise.allSettled([
      store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh)).unwrap(),
      store.dispatch(api.endpoints.getRoles.initiate(undefined, fresh)).unwrap(),
    ]);

    expect(outcomes).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ status: 401 }) },
      { status: 'rejected', reason: expect.objectContaining({ status: 401 }) },
    ]);
    expect(server.calls(AUTH_ENDPOINTS.tokenRefresh.path)).toHaveLength(1);
    await delay(10); // the reset follows once every running call has returned
    expect(navigations).toEqual(['/signin']);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.currentCustomer).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(readStoredSession()).toBeNull();
    expect(sessionStorage.getItem('vws.audit.filter')).toBeNull();
  });

  it('does not wait for a hanging call before ending the session', async () => {
    server = startFakeServer(async (request) => {
      if (request.path === META_ENDPOINTS.roles.path) {
        await delay(5000); // a report that takes long
        return { status: 200, body: { roles: [] } };
      }
      return { status: 401, body: { error: 'unauthorized' } };
    });
    const store = signedInStore();
    void store.dispatch(api.endpoints.getRoles.initiate(undefined, fresh));
    await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));

    await delay(EXPIRY_MAX_WAIT_MS + 100);
    expect(navigations).toEqual(['/signin']);
    expect(store.getState().session.user).toBeNull();
  }, 10_000);

  it("a 401 from sign-in is the caller's (wrong credentials), never a refresh", async () => {
    server = startFakeServer(() => ({ status: 401, body: { error: 'invalidCredentials' } }));
    const store = createPortalStore();
    const result = await store.dispatch(api.endpoints.signIn.initiate({ email: 'x@example.com', password: 'wrong' }));

    expect(result.error).toMatchObject({ status: 401, data: { error: 'invalidCredentials' } });
    expect(server.calls(AUTH_ENDPOINTS.tokenRefresh.path)).toHaveLength(0);
    expect(navigations).toEqual([]);
  });
});

describe('errors', () => {
  let toasts: ToastMessage[];
  let unsubscribe: () => void;
  beforeEach(() => {
    toasts = [];
    unsubscribe = subscribeToasts((t) => toasts.push(t));
  });
  afterEach(() => unsubscribe());

  it('no connection shows the network toast of the error catalogue, in the current language', async () => {
    server = startFakeServer(() => 'network-error');
    const store = signedInStore();

    await changeLanguage('en');
    const result = await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', detail: 'Network error. Please check your internet connection.' })]);

    resetNetworkToastThrottleForTests();
    await changeLanguage('de');
    await store.dispatch(api.endpoints.getRoles.initiate(undefined, fresh));
    expect(toasts[1].detail).toBe('Netzwerkfehler. Bitte prüfen Sie Ihre Internetverbindung.');
  });

  it('a call aborted by a customer switch (the cache reset) shows no network toast', async () => {
    server = startFakeServer(async () => {
      await delay(50);
      return { status: 200, body: { customers: [] } };
    });
    const store = signedInStore();

    const running = store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
    await delay(5);
    store.dispatch(api.util.resetApiState());
    await running;
    await delay(60);

    expect(server.requests).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('passes other errors to the caller untouched and without a toast', async () => {
    server = startFakeServer(() => ({ status: 409, body: { error: 'itemHasBeenChanged', itemHasBeenChanged: true } }));
    const store = signedInStore({ customerUid: 'c-muster', name: 'Muster GmbH' });
    const result = await store.dispatch(api.endpoints.updateMasterData.initiate({ masterDataModel: { name: 'Neu GmbH' } }));
    expect(result.error).toEqual({ status: 409, data: { error: 'itemHasBeenChanged', itemHasBeenChanged: true } });
    expect(toasts).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });
});
