import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { changeLanguage, configureApiBase, createPortalStore, i18n, PortalToast, selectCustomer, type MountFunction } from '@vws/shared';
import customerModule from './module';

/**
 * Shows the customer module inside a foreign intranet page, with its own store, texts, PrimeReact
 * provider and an in-memory router starting at options.initialPath (default /customer). Pages
 * render only once the customer is selected, so every call carries its customer_uid.
 */
export const mount: MountFunction = (element, options) => {
  configureApiBase({ baseUrl: options.apiBaseUrl });
  void customerModule.init?.();
  void changeLanguage(options.locale ?? 'de');
  const store = createPortalStore();
  const initialPath = options.initialPath ?? '/customer';
  const separator = initialPath.includes('?') ? '&' : '?';
  const root = createRoot(element);
  let mounted = true;

  root.render(<ProgressSpinner style={{ width: '3rem', height: '3rem' }} />);
  void store.dispatch(selectCustomer(options.customerUid)).then((result) => {
    if (!mounted) return;
    if (selectCustomer.rejected.match(result)) {
      root.render(<Message severity="error" text={i18n.t('common:errors.customerDBNotAvailable')} />);
      return;
    }
    root.render(
      <Provider store={store}>
        <PrimeReactProvider>
          <PortalToast />
          <MemoryRouter initialEntries={[`${initialPath}${separator}cuid=${encodeURIComponent(options.customerUid)}`]}>
            <Routes>
              {customerModule.routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          </MemoryRouter>
        </PrimeReactProvider>
      </Provider>,
    );
  });
  return () => {
    mounted = false;
    root.unmount();
  };
};

export default mount;
