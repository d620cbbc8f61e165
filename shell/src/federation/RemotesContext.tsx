import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readStoredSession, registerNamespace } from '@vws/shared/core';
import { loadRemoteCatalog, type RemoteCatalog, type RemoteDescriptor } from './remoteCatalog';
import { ModuleLoader, type FederationRuntime } from './moduleLoader';
import { findRemoteRoute, refuseOverlappingRoutes } from './routeMatching';

export interface RemotesState {
  /** True until /remotes.json and the first manifests have been read (or failed). */
  loading: boolean;
  /**
   * False while only the addressed route's remote is known (remoteCatalog.ts: its page renders
   * first); the sidebar, the dashboard's widgets and an address of another remote wait for the rest.
   */
  complete: boolean;
  /** Reads the manifests not read yet (once; nothing when all are known). */
  completeCatalog: () => void;
  remotes: RemoteDescriptor[];
  /** Why /remotes.json could not be read. */
  error?: string;
  loader: ModuleLoader | null;
  /** Reads /remotes.json and the manifests again (after a failure). */
  reload: () => void;
}

const RemotesContext = createContext<RemotesState>({
  loading: true,
  complete: false,
  completeCatalog: () => undefined,
  remotes: [],
  loader: null,
  reload: () => undefined,
});

export interface RemotesProviderProps {
  children: ReactNode;
  loadCatalog?: () => Promise<RemoteCatalog>;
  createRuntime: (manifests: Map<string, unknown>) => FederationRuntime;
}

export function RemotesProvider({ children, loadCatalog = loadRemoteCatalog, createRuntime }: RemotesProviderProps) {
  const [catalog, setCatalog] = useState<RemoteCatalog | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [runtimeManifests] = useState(() => new Map<string, unknown>());
  const [loader] = useState(() => new ModuleLoader(createRuntime(runtimeManifests)));

  // The load the answers belong to: a retry (attempt) makes earlier answers stale.
  const current = useRef(0);
  const rest = useRef<RemoteCatalog['rest']>(undefined);

  const show = useCallback(
    (result: RemoteCatalog): RemoteDescriptor[] => {
      for (const [url, manifest] of result.manifests) runtimeManifests.set(url, manifest);
      const remotes = refuseOverlappingRoutes(result.remotes);
      registerManifestTexts(remotes);
      // The layout's sidebar and the page's route render with it: a transition renders them in slices.
      startTransition(() => setCatalog({ ...result, remotes }));
      return remotes;
    },
    [runtimeManifests],
  );

  useEffect(() => {
    const load = ++current.current;
    rest.current = undefined;
    setCatalog(null);
    loadCatalog().then((result) => {
      if (load !== current.current) return;
      rest.current = result.rest;
      const remotes = show(result);
      // The page's code downloads beside the session and the permissions that guard its render;
      // a visitor without a session is on the way to /signin and needs none of it.
      const addressed = readStoredSession() ? findRemoteRoute(remotes, window.location.pathname) : null;
      if (addressed) loader.warmRoute(addressed.remote, addressed.route.path);
    });
    // loadCatalog is a start-up dependency, not a trigger: only a retry (attempt) reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const completeCatalog = useCallback(() => {
    const readRest = rest.current;
    if (!readRest) return;
    rest.current = undefined;
    const load = current.current;
    void readRest().then((result) => {
      if (load === current.current) show(result);
    });
  }, [show]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const value = useMemo<RemotesState>(
    () => ({
      loading: catalog === null,
      complete: catalog !== null && !catalog.rest,
      completeCatalog,
      remotes: catalog?.remotes ?? [],
      error: catalog?.error,
      loader,
      reload,
    }),
    [catalog, completeCatalog, loader, reload],
  );
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

/** The sidebar labels each manifest carries (metaData.vws.texts), so no remote code is needed for them. */
export function registerManifestTexts(remotes: RemoteDescriptor[]): void {
  for (const remote of remotes) {
    const texts = remote.data?.texts;
    if (remote.data && texts?.de && texts.en) registerNamespace(remote.data.namespace, { de: texts.de, en: texts.en });
  }
}

export function useRemotes(): RemotesState {
  return useContext(RemotesContext);
}
