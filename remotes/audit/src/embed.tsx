import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { changeLanguage, configureApiBase, createPortalStore, PortalToast, selectCustomer, type MountFunction } from '@vws/shared';
import auditModule from './module';

/**
 * Shows the audit module inside a foreign intranet page, with its own store, texts, PrimeReact
 * provider and an in-memory router starting at options.initialPath (default /audit).
 */
export const mount: MountFunction = (element, options) => {
  configureApiBase({ baseUrl: options.apiBaseUrl });
  auditModule.init?.();
  void changeLanguage(options.locale ?? 'de');
  const store = createPortalStore();
  void store.dispatch(selectCustomer(options.customerUid));
  const initialPath = options.initialPath ?? '/audit';
  const separator = initialPath.includes('?') ? '&' : '?';
  const root = createRoot(element);
  root.render(
    <Provider store={store}>
      <PrimeReactProvider>
        <PortalToast />
        <MemoryRouter initialEntries={[`${initialPath}${separator}cuid=${encodeURIComponent(options.customerUid)}`]}>
          <Routes>
            {auditModule.routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </MemoryRouter>
      </PrimeReactProvider>
    </Provider>,
  );
  return () => root.unmount();
};

export default mount;
