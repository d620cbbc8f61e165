import '../api/testing/fetchPolyfill';
import { configureApiBase, setNavigator } from '../api/config';
import { api } from '../api/platformEndpoints';
import { resetRefreshStateForTests } from '../api/reauth';
import { createPortalStore } from '../api/store';
import { startFakeServer, delay, type FakeHandler, type FakeServer } from '../api/testing/fakeServer';
import { i18n } from '../i18n';
import { subscribeToasts, type ToastMessage } from '../ui/toast/toastBus';
import { loadStartup } from './loadStartup';
import { preferences } from './preferences';
import { selectCustomer } from './selectCustomer';
import { sessionStore } from './sessionStore';
import { signOut } from './signOut';
import { readStoredSession, writeStoredSession } from './storedSession';
import { takeOverSession } from './takeOverSession';
import { AUTH_ENDPOINTS } from '../contract/auth-endpoints';
import { META_ENDPOINTS } from '../contract/meta-endpoints';

const dana = { user_uid: 'u-dana', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' };
const max = { user_uid: 'u-max', email: 'multi@example.com', firstname: 'Max', lastname: 'Becker' };
const muster = { customer_uid: 'c-muster', name: 'Muster GmbH' };
const beispiel = { customer_uid: 'c-beispiel', name: 'Beispiel AG' };

let server: FakeServer | undefined;
const navigations: string[] = [];

/** A portal API with two customers; individual calls can be overridden per test. */
function portal(overrides: Record<string, FakeHandler> = {}, customers = [muster, beispiel]): FakeHandler {
  return (request) => {
    const override = overrides[request.path];
    if (override) return override(request);
    switch (request.path) {
      case AUTH_ENDPOINTS.signIn.path:
        return { status: 200, body: { usermodel: dana } };
      case AUTH_ENDPOINTS.signOut.path:
        return { status: 200, body: { ok: true } };
      case META_ENDPOINTS.translations.path:
        return { status: 200, body: { de: { common: { appName: 'Mein Portal' } }, en: {} } };
      case META_ENDPOINTS.customers.path:
        return { status: 200, body: { customers } };
      case META_ENDPOINTS.userProfile.path:
        return { status: 200, body: { userprofiledata: { ...dana, firstname: 'Dana Maria' } } };
      case META_ENDPOINTS.userProfilePermissions.path:
        return { status: 200, body: { permissions: ['META_Admin_Module_Access'] } };
      case META_ENDPOINTS.customerPermissions.path:
        return { status: 200, body: { permissions: request.query.customer_uid === 'c-muster' ? ['VWS_Select', 'VWS_User_ManageRoles'] : ['VWS_Select'] } };
      default:
        return { status: 404, body: { error: 'notFound' } };
    }
  };
}

beforeAll(() => {
  configureApiBase({ baseUrl: 'http://localhost' });
  setNavigator((path) => navigations.push(path));
});

beforeEach(async () => {
  navigations.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  preferences.reload();
  resetRefreshStateForTests();
  await i18n.changeLanguage('de');
});

afterEach(() => server?.restore());

/** A portal started with the session the sign-in page stored (shell/src/pages/signin). */
async function startSignedIn(): Promise<ReturnType<typeof createPortalStore>> {
  writeStoredSession({ sessionId: 'u-dana@1', user: dana });
  const store = createPortalStore();
  await store.dispatch(loadStartup());
  return store;
}

describe('selectCustomer', () => {
  async function signedIn() {
    server = startFakeServer(portal());
    preferences.set({ customerDatabaseUid: 'c-muster' });
    const store = await startSignedIn();
    return store;
  }

  it("switches, loads that customer's permissions and clears every cached content", async () => {
    const store = await signedIn();
    sessionStore.write('audit.filter', { text: 'alt' });
    await store.dispatch(api.endpoints.getMasterData.initiate(undefined, { subscribe: false })); // something cached
    expect(Object.keys(store.getState().api.queries).length).toBeGreaterThan(0);

    await store.dispatch(selectCustomer('c-beispiel')).unwrap();

    expect(store.getState().session.currentCustomer).toEqual({ customerUid: 'c-beispiel', name: 'Beispiel AG' });
    expect(store.getState().session.customerPermissions).toEqual(['VWS_Select']);
    expect(store.getState().api.queries).toEqual({});
    expect(sessionStore.read('audit.filter', null)).toBeNull();
    expect(preferences.get().customerDatabaseUid).toBe('c-beispiel');
    expect(preferences.get().customerDatabaseName).toBe('Beispiel AG');
  });

  it('rejects and keeps the current customer when the database is not available', async () => {
    const store = await signedIn();
    server?.restore();
    server = startFakeServer(
      portal({
        [META_ENDPOINTS.customerPermissions.path]: () => ({ status: 503, body: { error: 'customerDBNotAvailable', message: 'down' } }),
      }),
    );

    const action = await store.dispatch(selectCustomer('c-beispiel'));

    expect(selectCustomer.rejected.match(action) && action.payload?.data).toMatchObject({ error: 'customerDBNotAvailable' });
    expect(store.getState().session.currentCustomer?.customerUid).toBe('c-muster');
    expect(preferences.get().customerDatabaseUid).toBe('c-muster');
  });

  it('rejects a customer the user is not a member of without asking for its permissions', async () => {
    const store = await signedIn();
    const before = server?.calls(META_ENDPOINTS.customerPermissions.path).length;
    const action = await store.dispatch(selectCustomer('c-fremd'));
    expect(selectCustomer.rejected.match(action)).toBe(true);
    expect(server?.calls(META_ENDPOINTS.customerPermissions.path).length).toBe(before);
    expect(store.getState().session.currentCustomer?.customerUid).toBe('c-muster');
  });

  it('finds a customer the user joined after the list was loaded', async () => {
    const store = await signedIn();
    server?.restore();
    const vorlagen = { customer_uid: 'c-vorlagen', name: 'Vorlagen' };
    server = startFakeServer(portal({}, [muster, beispiel, vorlagen]));

    await store.dispatch(selectCustomer('c-vorlagen')).unwrap();
    expect(store.getState().session.currentCustomer).toEqual({ customerUid: 'c-vorlagen', name: 'Vorlagen' });
  });
});

describe('signOut', () => {
  let toasts: ToastMessage[];
  let unsubscribe: () => void;
  beforeEach(() => {
    toasts = [];
    unsubscribe = subscribeToasts((t) => toasts.push(t));
  });
  afterEach(() => unsubscribe());

  async function signedIn(overrides: Record<string, FakeHandler>) {
    server = startFakeServer(portal(overrides));
    const store = await startSignedIn();
    sessionStore.write('vvt.list', [1, 2, 3]);
    return store;
  }

  it('calls sign-out, resets every store and goes to /signin', async () => {
    const store = await signedIn({});
    const result = await store.dispatch(signOut()).unwrap();

    expect(result.confirmed).toBe(true);
    expect(server?.calls(AUTH_ENDPOINTS.signOut.path)).toHaveLength(1);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.customers).toEqual([]);
    expect(readStoredSession()).toBeNull();
    expect(sessionStore.read('vvt.list', null)).toBeNull();
    expect(navigations).toEqual(['/signin']);
    expect(toasts).toEqual([]);
  });

  it('tolerates a 401 (the session was over already) without an error', async () => {
    const store = await signedIn({
      [AUTH_ENDPOINTS.signOut.path]: () => ({ status: 401, body: { error: 'unauthorized' } }),
      [AUTH_ENDPOINTS.tokenRefresh.path]: () => ({ status: 401, body: { error: 'unauthorized' } }),
    });
    await store.dispatch(signOut()).unwrap();
    await delay(10);
    expect(toasts).toEqual([]);
    expect(store.getState().session.user).toBeNull();
    expect(navigations).toContain('/signin');
  });

  it('reports any other failure on the sign-in page (a toast would not survive its load) and still signs out locally', async () => {
    const store = await signedIn({ [AUTH_ENDPOINTS.signOut.path]: () => ({ status: 500, body: { error: 'internal' } }) });
    const result = await store.dispatch(signOut()).unwrap();

    expect(result.confirmed).toBe(false);
    expect(store.getState().session.user).toBeNull();
    expect(navigations).toEqual(['/signin?signOutFailed=1']);
  });
});

describe('takeOverSession', () => {
  it("adopts the other tab's user and reloads profile and customers", async () => {
    server = startFakeServer(
      portal({
        [META_ENDPOINTS.userProfile.path]: () => ({ status: 200, body: { userprofiledata: max } }),
        [META_ENDPOINTS.customers.path]: () => ({ status: 200, body: { customers: [beispiel] } }),
      }),
    );
    const store = createPortalStore();
    writeStoredSession({ sessionId: 'u-max@2', user: max });

    const result = await store.dispatch(takeOverSession()).unwrap();

    expect(result.signedIn).toBe(true);
    expect(store.getState().session.sessionId).toBe('u-max@2');
    expect(store.getState().session.user).toEqual(max);
    expect(store.getState().session.customers).toEqual([beispiel]);
    expect(store.getState().session.currentCustomer?.customerUid).toBe('c-beispiel');
  });

  it('signs this tab out when the other tab signed out', async () => {
    server = startFakeServer(portal());
    const store = await startSignedIn();
    localStorage.removeItem('vws.session');

    expect((await store.dispatch(takeOverSession()).unwrap()).signedIn).toBe(false);
    expect(store.getState().session.user).toBeNull();
  });
});

describe('loadStartup', () => {
  it('still completes when every call fails: no customers selected, no permissions', async () => {
    writeStoredSession({ sessionId: 'u-dana@1', user: dana });
    preferences.set({ customerDatabaseUid: 'c-muster' });
    server = startFakeServer(() => ({ status: 500, body: { error: 'internal' } }));
    const store = createPortalStore();

    await expect(store.dispatch(loadStartup()).unwrap()).resolves.toBeUndefined();

    const session = store.getState().session;
    expect(session.user).toEqual(dana); // not signed out by a server error
    expect(session.customersLoaded).toBe(true);
    expect(session.customers).toEqual([]);
    expect(session.currentCustomer).toBeNull();
    expect(session.profilePermissions).toEqual([]);
  });

  it('for a signed-in user reloads the profile and restores the stored customer', async () => {
    writeStoredSession({ sessionId: 'u-dana@1', user: dana });
    preferences.set({ customerDatabaseUid: 'c-muster' });
    server = startFakeServer(portal());
    const store = createPortalStore();
    await store.dispatch(loadStartup());
    expect(store.getState().session.currentCustomer?.customerUid).toBe('c-muster');
    expect(store.getState().session.user?.firstname).toBe('Dana Maria');
  });

  it('leaves the customer unselected when its permissions cannot be loaded', async () => {
    writeStoredSession({ sessionId: 'u-dana@1', user: dana });
    preferences.set({ customerDatabaseUid: 'c-muster' });
    server = startFakeServer(portal({ [META_ENDPOINTS.customerPermissions.path]: () => ({ status: 503, body: { error: 'customerDBNotAvailable' } }) }));
    const store = createPortalStore();
    await store.dispatch(loadStartup());
    expect(store.getState().session.currentCustomer).toBeNull();
    expect(store.getState().session.customerPermissions).toEqual([]);
    expect(store.getState().session.customers).toEqual([muster, beispiel]);
  });

  it('only loads the texts when nobody is signed in', async () => {
    server = startFakeServer(portal());
    const store = createPortalStore();
    await store.dispatch(loadStartup());
    expect(server.requests.map((r) => r.path)).toEqual([META_ENDPOINTS.translations.path]);
  });
});
