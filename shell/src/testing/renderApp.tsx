import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { configureApiBase, createPortalStore, preferences, setNavigator, type DomainModule } from '@vws/shared/core';
import { startFakeServer, type FakeHandler, type FakeServer } from '../../../packages/shared/src/api/testing/fakeServer';
import { App } from '../app/App';
import { registerShellTexts } from '../i18n/register';
import type { FederationRuntime } from '../federation/moduleLoader';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { AUFGABEN_ENDPOINTS } from '@vws/shared/contract/aufgaben-endpoints';

export const dana = { user_uid: 'u-dana', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' };
export const muster = { customer_uid: 'c-muster', name: 'Muster GmbH' };
export const beispiel = { customer_uid: 'c-beispiel', name: 'Beispiel AG' };

/** A manifest as scripts/rspack writes it: routes and sidebar under metaData.vws. */
export const customerManifest = {
  id: 'customer',
  name: 'customer',
  metaData: {
    vws: {
      name: 'customer',
      namespace: 'customer',
      routes: [
        { path: '/customer', permission: 'VWS_Select' },
        { path: '/customer-master-data', permission: 'VWS_MasterData_Edit' },
      ],
      sidebar: [
        {
          id: 'customer',
          labelKey: 'customer:sidebar.section',
          permission: 'VWS_Select',
          order: 10,
          items: [
            { id: 'dashboard', path: '/customer', labelKey: 'customer:sidebar.dashboard', permission: 'VWS_Select' },
            { id: 'master-data', path: '/customer-master-data', labelKey: 'customer:sidebar.masterData', permission: 'VWS_MasterData_Edit' },
          ],
        },
      ],
      texts: {
        de: { sidebar: { section: 'Kunde', dashboard: 'Dashboard', masterData: 'Stammdaten' } },
        en: { sidebar: { section: 'Customer', dashboard: 'Dashboard', masterData: 'Master data' } },
      },
    },
  },
};

/** The remote's code half, as loadRemote('customer/module') would deliver it. */
export const fakeCustomerModule: DomainModule = {
  name: 'customer',
  namespace: 'customer',
  sidebar: [],
  routes: [
    { path: '/customer', permission: 'VWS_Select', Component: () => <h1>Dashboard page</h1> },
    { path: '/customer-master-data', permission: 'VWS_MasterData_Edit', Component: () => <h1>Master data page</h1> },
  ],
};

export interface PortalOptions {
  customers?: (typeof muster)[];
  /** Permissions per customer uid. */
  permissions?: Record<string, string[]>;
  profilePermissions?: string[];
  overrides?: Record<string, FakeHandler>;
}

/** The portal API plus /remotes.json and the customer manifest. */
export function portalHandler(options: PortalOptions = {}): FakeHandler {
  const customers = options.customers ?? [muster, beispiel];
  const permissions = options.permissions ?? { 'c-muster': ['VWS_Select', 'VWS_MasterData_Edit'], 'c-beispiel': ['VWS_Select'] };
  return (request) => {
    const override = options.overrides?.[request.path];
    if (override) return override(request);
    switch (request.path) {
      case '/remotes.json':
        return { status: 200, body: [{ name: 'customer', manifest: '/remotes/customer/mf-manifest.json' }] };
      case '/remotes/customer/mf-manifest.json':
        return { status: 200, body: customerManifest };
      case AUTH_ENDPOINTS.signIn.path:
        return { status: 200, body: { usermodel: dana } };
      case AUTH_ENDPOINTS.signOut.path:
        return { status: 200, body: { ok: true } };
      case META_ENDPOINTS.translations.path:
        return { status: 200, body: { de: {}, en: {} } };
      case META_ENDPOINTS.customers.path:
        return { status: 200, body: { customers } };
      case META_ENDPOINTS.userProfile.path:
        return { status: 200, body: { userprofiledata: dana } };
      case META_ENDPOINTS.userProfilePermissions.path:
        return { status: 200, body: { permissions: options.profilePermissions ?? [] } };
      case META_ENDPOINTS.customerPermissions.path: {
        const granted = permissions[request.query.customer_uid];
        return granted ? { status: 200, body: { permissions: granted } } : { status: 403, body: { error: 'forbidden' } };
      }
      case AUFGABEN_ENDPOINTS.aufgaben.path:
        return { status: 200, body: { aufgaben: [] } };
      case AUFGABEN_ENDPOINTS.reminderSettings.path:
        return { status: 200, body: { mode: 'daily', language: 'de' } };
      default:
        return { status: 404, body: { error: 'notFound' } };
    }
  };
}

/** Empty storages, and preferences re-read from them (the module keeps an in-memory copy). */
export function resetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  preferences.reload();
}

export function signInStored(user = dana, sessionId = 'u-dana@1'): void {
  localStorage.setItem('vws.session', JSON.stringify({ sessionId, user }));
}

/** A Module Federation runtime whose loadRemote answers from `load` (a fake remote). */
export function fakeRuntime(load: () => Promise<unknown>) {
  const runtime: FederationRuntime & { registered: { name: string; entry: string }[][]; loads: number } = {
    registered: [],
    loads: 0,
    registerRemotes(remotes) {
      runtime.registered.push(remotes);
    },
    async loadRemote<T>() {
      runtime.loads += 1;
      return (await load()) as T;
    },
    async preloadRemote() {},
  };
  return runtime;
}

export const location = { current: '' };
function LocationProbe() {
  const here = useLocation();
  location.current = here.pathname + here.search;
  return null;
}

let server: FakeServer | undefined;

export function renderApp<R extends FederationRuntime = ReturnType<typeof fakeRuntime>>(
  path: string,
  handler: FakeHandler,
  runtime: R = fakeRuntime(async () => ({ default: fakeCustomerModule })) as unknown as R,
) {
  server?.restore();
  server = startFakeServer(handler, '/api');
  configureApiBase({ baseUrl: 'http://localhost' });
  registerShellTexts();
  const store = createPortalStore();
  const result = render(
    <App
      store={store}
      createRuntime={() => runtime}
      router={(children) => (
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          {children}
        </MemoryRouter>
      )}
    />,
  );
  return { ...result, store, runtime, server: server as FakeServer };
}

export function stopFakeServer(): void {
  server?.restore();
  server = undefined;
  setNavigator(null);
}
