import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import type { DomainModule } from '@vws/shared/core';
import type { FederationRuntime } from '../federation/moduleLoader';
import {
  customerManifest,
  fakeCustomerModule,
  location,
  portalHandler,
  renderApp,
  resetBrowserState,
  signInStored,
  stopFakeServer,
} from '../testing/renderApp';

function LevelPage() {
  const { ebenenr } = useParams();
  return <h1>Ebene {ebenenr}</h1>;
}

const vvtModule: DomainModule = {
  name: 'vvt',
  namespace: 'vvt',
  sidebar: [],
  routes: [{ path: '/vvt-list/:ebenenr', permission: 'VWS_Select', Component: LevelPage }],
};

const manifestOf = (name: string, paths: string[]) => ({
  name,
  metaData: {
    vws: {
      name,
      namespace: name,
      routes: paths.map((path) => ({ path, permission: 'VWS_Select' })),
      sidebar: [{ id: name, labelKey: `${name}:section`, order: 30, items: paths.map((path) => ({ id: path, path, labelKey: `${name}:item` })) }],
      texts: { de: { section: `Bereich ${name}`, item: `Eintrag ${name}` }, en: { section: `Section ${name}`, item: `Item ${name}` } },
    },
  },
});

/** customer, vvt, and (with the intruder) a third remote that claims a path customer owns. */
function handler(names = ['customer', 'vvt', 'intruder']) {
  return portalHandler({
    overrides: {
      '/remotes.json': () => ({
        status: 200,
        body: names.map((name) => ({ name, manifest: `/remotes/${name}/mf-manifest.json` })),
      }),
      '/remotes/customer/mf-manifest.json': () => ({ status: 200, body: customerManifest }),
      '/remotes/vvt/mf-manifest.json': () => ({ status: 200, body: manifestOf('vvt', ['/vvt-list/:ebenenr']) }),
      '/remotes/intruder/mf-manifest.json': () => ({ status: 200, body: manifestOf('intruder', ['/intruder', '/customer-master-data']) }),
    },
  });
}

function runtimeByRemote(): FederationRuntime & { loaded: string[]; preloaded: string[] } {
  const modules: Record<string, DomainModule> = { customer: fakeCustomerModule, vvt: vvtModule };
  const runtime = {
    loaded: [] as string[],
    preloaded: [] as string[],
    registerRemotes: () => undefined,
    async loadRemote<T>(id: string) {
      const name = id.split('/')[0];
      runtime.loaded.push(name);
      return { default: modules[name] } as T;
    },
    async preloadRemote(options: { nameOrAlias: string }[]) {
      runtime.preloaded.push(...options.map((option) => option.nameOrAlias));
    },
  };
  return runtime;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  resetBrowserState();
  signInStored();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  stopFakeServer();
});

describe('module routes with parameters', () => {
  it('renders the remote page of a parameterised route, which reads its parameter with useParams', async () => {
    renderApp('/vvt-list/2?cuid=c-muster', handler(), runtimeByRemote());
    expect(await screen.findByRole('heading', { name: 'Ebene 2' })).toBeInTheDocument();
    expect(location.current).toBe('/vvt-list/2?cuid=c-muster');
  });

  it("starts downloading the route's remote while the customer's permissions are still on their way", async () => {
    let answerPermissions: () => void = () => undefined;
    const permissionsSent = new Promise<void>((resolve) => (answerPermissions = resolve));
    const portal = handler(['customer', 'vvt']);
    const runtime = runtimeByRemote();
    renderApp(
      '/vvt-list/2?cuid=c-muster',
      async (request) => {
        if (request.path.endsWith('/customer/permissions')) await permissionsSent;
        return portal(request);
      },
      runtime,
    );
    await waitFor(() => expect(runtime.preloaded).toEqual(['vvt']));
    expect(runtime.loaded).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Ebene 2' })).toBeNull();
    answerPermissions();
    expect(await screen.findByRole('heading', { name: 'Ebene 2' })).toBeInTheDocument();
    expect(runtime.loaded).toEqual(['vvt']);
  });

  it('answers 404 for a path beyond the pattern', async () => {
    renderApp('/vvt-list/2/extra?cuid=c-muster', handler(['customer', 'vvt']), runtimeByRemote());
    await waitFor(() => expect(location.current).toBe('/http-status-code?code=404'));
  });
});

describe("the address's remote first (the page's hint, remoteCatalog.ts)", () => {
  const hint = (remote: string) => {
    const meta = document.createElement('meta');
    meta.name = 'vws-route-remote';
    meta.content = remote;
    document.head.appendChild(meta);
    return meta;
  };
  const recording = (portal: ReturnType<typeof handler>, paths: string[]): typeof portal => {
    return (request) => {
      if (request.path.endsWith('mf-manifest.json')) paths.push(request.path);
      return portal(request);
    };
  };
  let meta: HTMLMetaElement | undefined;
  let matchMedia: typeof window.matchMedia;
  beforeEach(() => {
    matchMedia = window.matchMedia;
  });
  afterEach(() => {
    meta?.remove();
    window.matchMedia = matchMedia;
  });

  it('on a phone renders the page from its own manifest, and reads the others once the page is shown', async () => {
    // Below 992 px: no aside (the drawer's sidebar asks for the manifests when it is opened).
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    meta = hint('vvt');
    const manifests: string[] = [];
    renderApp('/vvt-list/2?cuid=c-muster', recording(handler(['customer', 'vvt']), manifests), runtimeByRemote());
    expect(await screen.findByRole('heading', { name: 'Ebene 2' })).toBeInTheDocument();
    expect(manifests[0]).toBe('/remotes/vvt/mf-manifest.json');
    await waitFor(() => expect(manifests).toEqual(['/remotes/vvt/mf-manifest.json', '/remotes/customer/mf-manifest.json']));
  });

  it('reads the other manifests at once for an address the first one does not declare, instead of answering 404', async () => {
    meta = hint('vvt');
    const runtime = runtimeByRemote();
    renderApp('/customer-master-data?cuid=c-muster', handler(['customer', 'vvt']), runtime);
    expect(await screen.findByRole('heading', { name: 'Master data page' })).toBeInTheDocument();
    expect(location.current).toBe('/customer-master-data?cuid=c-muster');
    expect(runtime.loaded).toEqual(['customer']);
  });
});

describe('overlapping routes between modules', () => {
  it('refuses the later module, keeps the first working, and says why in the console and the sidebar', async () => {
    const runtime = runtimeByRemote();
    renderApp('/customer-master-data?cuid=c-muster', handler(), runtime);
    expect(await screen.findByRole('heading', { name: 'Master data page' })).toBeInTheDocument();
    expect(runtime.loaded).toEqual(['customer']);
    expect(errors).toHaveBeenCalledWith('Module "intruder" is refused: its route /customer-master-data overlaps /customer-master-data of module "customer".');
    // The sidebar's sections follow the page as a deferred update.
    const sidebar = screen.getByTestId('sidebar');
    expect(await within(sidebar).findByRole('alert')).toHaveTextContent('intruder');
    expect(within(sidebar).queryByText('Bereich intruder')).toBeNull();
  });
});
