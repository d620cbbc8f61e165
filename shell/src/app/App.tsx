import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { portalPrimeReactOptions, PortalToast, PrimeLocaleSync, setNavigator, type PortalStore } from '@vws/shared/core';
import { RemotesProvider } from '../federation/RemotesContext';
import { ModuleDashboardWidgets } from '../federation/ModuleDashboardWidgets';
import type { FederationRuntime } from '../federation/moduleLoader';
import type { RemoteCatalog } from '../federation/remoteCatalog';
import { StartupProvider } from '../guard/StartupContext';
import { useSessionTakeover } from '../guard/useSessionTakeover';

import { documentNavigation } from '../guard/documentNavigation';
import { isSignInPath } from '../pages/signin/SignInDocument';
import { AppRoutes } from './AppRoutes';
import { useFocusManagement } from './useFocusManagement';

interface Props {
  store: PortalStore;
  createRuntime: (manifests: Map<string, unknown>) => FederationRuntime;
  /** Where the remotes come from; /remotes.json unless composed statically. */
  loadCatalog?: () => Promise<RemoteCatalog>;
  /** Tests use a MemoryRouter; the browser uses a data router (BrowserDataRouter). */
  router?: (children: ReactNode) => ReactNode;
}

/** Lets the API client (failed refresh, sign-out) navigate with the router instead of a reload; manages the focus. */
function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    // The sign-in page is a document of its own (sign-out, a failed refresh): load it, do not route.
    setNavigator((path) => (isSignInPath(path) ? documentNavigation.assign(path) : navigate(path)));
    return () => setNavigator(null);
  }, [navigate]);
  useSessionTakeover();
  useFocusManagement();
  return null;
}

/**
 * A data router, so that pages can guard unsaved changes with useBlocker (back button included).
 * One splat route hosts the shell's <Routes>; descendant routes work as in a BrowserRouter. The
 * children are static elements, so the router is created once.
 */
function BrowserDataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]));
  return <RouterProvider router={router} />;
}

export function App({ store, createRuntime, loadCatalog, router = (children) => <BrowserDataRouter>{children}</BrowserDataRouter> }: Props) {
  return (
    <Provider store={store}>
      <PrimeReactProvider value={portalPrimeReactOptions()}>
        <PrimeLocaleSync />
        <StartupProvider>
          <RemotesProvider createRuntime={createRuntime} loadCatalog={loadCatalog}>
            <ModuleDashboardWidgets>
              <PortalToast />
              {router(
                <>
                  <RouterBridge />
                  <AppRoutes />
                </>,
              )}
            </ModuleDashboardWidgets>
          </RemotesProvider>
        </StartupProvider>
      </PrimeReactProvider>
    </Provider>
  );
}
