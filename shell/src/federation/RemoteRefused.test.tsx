import { screen, within } from '@testing-library/react';
import type { DomainModule } from '@vws/shared/core';
import type { FederationRuntime } from './moduleLoader';
import { customerManifest, fakeCustomerModule, portalHandler, renderApp, resetBrowserState, signInStored, stopFakeServer } from '../testing/renderApp';

/** A vvt remote built against @vws/shared `sharedVersion` (a build without the field: undefined). */
const vvtManifest = (sharedVersion: string) => ({
  name: 'vvt',
  metaData: {
    vws: {
      name: 'vvt',
      namespace: 'vvt',
      sharedVersion,
      routes: [{ path: '/vvt-list/:ebenenr', permission: 'VWS_Select' }],
      sidebar: [{ id: 'vvt', labelKey: 'vvt:section', order: 30, items: [{ id: 'list', path: '/vvt-list/1', labelKey: 'vvt:item' }] }],
      texts: { de: { section: 'Verzeichnis', item: 'Fachebene' }, en: { section: 'Register', item: 'Business level' } },
    },
  },
});

const handler = (sharedVersion: string) =>
  portalHandler({
    overrides: {
      '/remotes.json': () => ({
        status: 200,
        body: ['customer', 'vvt'].map((name) => ({ name, manifest: `/remotes/${name}/mf-manifest.json` })),
      }),
      '/remotes/customer/mf-manifest.json': () => ({ status: 200, body: customerManifest }),
      '/remotes/vvt/mf-manifest.json': () => ({ status: 200, body: vvtManifest(sharedVersion) }),
    },
  });

const vvtModule: DomainModule = {
  name: 'vvt',
  namespace: 'vvt',
  sidebar: [],
  routes: [{ path: '/vvt-list/:ebenenr', permission: 'VWS_Select', Component: () => <h1>VVT-Liste</h1> }],
};

function runtime(): FederationRuntime & { registered: string[]; loaded: string[] } {
  const modules: Record<string, DomainModule> = { customer: fakeCustomerModule, vvt: vvtModule };
  const state = {
    registered: [] as string[],
    loaded: [] as string[],
    registerRemotes: (remotes: { name: string }[]) => void state.registered.push(...remotes.map((remote) => remote.name)),
    async loadRemote<T>(id: string) {
      const name = id.split('/')[0];
      state.loaded.push(name);
      return { default: modules[name] } as T;
    },
    async preloadRemote() {},
  };
  return state;
}

beforeEach(() => {
  resetBrowserState();
  signInStored();
});
afterEach(() => stopFakeServer());

describe('a remote built against another major of @vws/shared', () => {
  const refusal = 'Modul „Verarbeitungsverzeichnis“ wurde für eine andere Version des Portals gebaut (Shared 2.x, Portal 1.x) und kann nicht geladen werden.';

  it('is refused on its routes and in its sidebar section, none of its code registered or loaded', async () => {
    const federation = runtime();
    renderApp('/vvt-list/1?cuid=c-muster', handler('2.0.0'), federation);
    expect(await screen.findByTestId('remote-refused')).toHaveTextContent(refusal);
    const sidebar = screen.getByTestId('sidebar');
    // The sidebar's sections follow the page as a deferred update.
    expect(await within(sidebar).findByTestId('sidebar-remote-refused-vvt')).toHaveTextContent(refusal);
    expect(within(sidebar).queryByRole('link', { name: 'Fachebene' })).not.toBeInTheDocument();
    expect(federation.loaded).not.toContain('vvt');
    expect(federation.registered).not.toContain('vvt');
  });

  it('loads normally when built against an older minor of the same major', async () => {
    const federation = runtime();
    renderApp('/vvt-list/1?cuid=c-muster', handler('1.0.0'), federation);
    expect(await screen.findByRole('heading', { name: 'VVT-Liste' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-refused')).not.toBeInTheDocument();
    expect(federation.loaded).toContain('vvt');
  });
});
