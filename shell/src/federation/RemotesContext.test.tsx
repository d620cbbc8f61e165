import { act, render, screen } from '@testing-library/react';
import { clearStoredSession, writeStoredSession } from '@vws/shared/core';
import { auditModuleWithPages } from '../testing/auditModule';
import { RemotesProvider, useRemotes } from './RemotesContext';
import type { FederationRuntime } from './moduleLoader';
import type { RemoteCatalog } from './remoteCatalog';

const auditRoutes = [{ path: '/audit' }, { path: '/auditfrage' }];
const catalog: RemoteCatalog = {
  remotes: [{ name: 'audit', manifestUrl: '/remotes/audit/mf-manifest.json', data: { name: 'audit', namespace: 'audit', routes: auditRoutes, sidebar: [] } }],
  manifests: new Map(),
};

function Ready() {
  const { loading } = useRemotes();
  return <p>{loading ? 'loading' : 'ready'}</p>;
}

function renderAt(pathname: string, { signedIn = true } = {}) {
  window.history.pushState({}, '', pathname);
  if (signedIn) writeStoredSession({ sessionId: 'u-1@1', user: { user_uid: 'u-1', email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' } });
  else clearStoredSession();
  const { module, listPage, detailPage } = auditModuleWithPages();
  const loadRemote = jest.fn(async () => ({ default: module }));
  const runtime = { registerRemotes: () => undefined, loadRemote, preloadRemote: async () => undefined } as unknown as FederationRuntime;
  render(
    <RemotesProvider loadCatalog={async () => catalog} createRuntime={() => runtime}>
      <Ready />
    </RemotesProvider>,
  );
  return { listPage, detailPage, loadRemote };
}

describe('RemotesProvider', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    clearStoredSession();
  });

  it("loads the addressed route's module and page code as soon as the manifests are read", async () => {
    const { listPage, detailPage, loadRemote } = renderAt('/audit');
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledWith('audit/module');
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(detailPage).not.toHaveBeenCalled();
  });

  it('loads no module code for a visitor without a session, who is sent to /signin', async () => {
    const { listPage, loadRemote } = renderAt('/audit', { signedIn: false });
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(listPage).not.toHaveBeenCalled();
  });

  it('loads no module code for an address no remote owns', async () => {
    const { loadRemote } = renderAt('/userprofile');
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('knows first only the addressed remote, and the others once asked for them', async () => {
    const vvt = {
      name: 'vvt',
      manifestUrl: '/remotes/vvt/mf-manifest.json',
      data: { name: 'vvt', namespace: 'vvt', routes: [{ path: '/vvt-list/:ebenenr' }], sidebar: [] },
    };
    const rest = jest.fn(async (): Promise<RemoteCatalog> => ({ remotes: [...catalog.remotes, vvt], manifests: new Map() }));
    let state: ReturnType<typeof useRemotes> | undefined;
    function Probe() {
      state = useRemotes();
      return <p>{state.loading ? 'loading' : `${state.remotes.map((remote) => remote.name).join(',')} ${state.complete ? 'complete' : 'partial'}`}</p>;
    }
    const runtime = { registerRemotes: () => undefined, loadRemote: jest.fn(), preloadRemote: async () => undefined } as unknown as FederationRuntime;
    render(
      <RemotesProvider loadCatalog={async () => ({ ...catalog, rest })} createRuntime={() => runtime}>
        <Probe />
      </RemotesProvider>,
    );
    await screen.findByText('audit partial');
    expect(rest).not.toHaveBeenCalled();
    act(() => state!.completeCatalog());
    act(() => state!.completeCatalog());
    await screen.findByText('audit,vvt complete');
    expect(rest).toHaveBeenCalledTimes(1);
  });
});
