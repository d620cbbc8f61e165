import '../api/testing/fetchPolyfill';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiBase } from '../api/config';
import { createPortalStore } from '../api/store';
import { customerChanged } from '../session/actions';
import { sessionStore } from '../session/sessionStore';
import { PortalToast } from '../ui/toast';
import { startFakeServer, type FakeHandler, type FakeServer } from '../api/testing/fakeServer';

export interface RenderPageOptions {
  /** Permissions of the user in the current customer (Muster GmbH, c-muster). */
  permissions?: readonly string[];
  /** The route pattern the page is rendered under, so useParams works ('/vvt-list/:ebenenr'). */
  path?: string;
  /** The URL the test starts at (default: path). */
  initialEntry?: string;
  /** Registers the module's texts (e.g. registerAuditTexts). */
  register?: () => void;
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

let server: FakeServer | undefined;

/**
 * A remote's page as the shell shows it: a fresh store with Muster GmbH selected, the toasts, a
 * router at `initialEntry`, and the API answered by `handler` (a fake server under /api).
 */
export function renderPage(page: ReactElement, handler: FakeHandler, options: RenderPageOptions = {}) {
  const { permissions = ['VWS_Select'], path = '/', initialEntry = path, register } = options;
  server?.restore();
  sessionStore.clearAll();
  server = startFakeServer(handler, '/api');
  configureApiBase({ baseUrl: 'http://localhost' });
  register?.();
  const store = createPortalStore();
  store.dispatch(customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions: [...permissions] }));
  const result = render(
    <Provider store={store}>
      <PortalToast />
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, server: server as FakeServer };
}

export function stopFakeServer(): void {
  server?.restore();
  server = undefined;
}

/** renderPage with a module's defaults (its texts, its usual permissions); a test's options win. */
export function definePageRenderer(defaults: RenderPageOptions) {
  // An option passed as undefined keeps the default (e.g. a test helper forwarding an optional permissions argument).
  return (page: ReactElement, handler: FakeHandler, options: RenderPageOptions = {}) => {
    const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return renderPage(page, handler, { ...defaults, ...given });
  };
}
