import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { configureApiBase } from '../api/config';
import { createPortalStore } from '../api/store';
import { changeLanguage, i18n } from '../i18n';
import { selectCustomer } from '../session';
import { followLanguageInPrimeReact, portalPrimeReactOptions, PortalToast, PrimeLocaleSync } from '../ui';
import type { DomainModule, MountFunction } from './types';

/**
 * The `./embed` of a remote: shows its module inside a foreign intranet page with its own store,
 * texts, PrimeReact provider and an in-memory router starting at options.initialPath (default
 * defaultPath). Pages render only once the customer is selected, so every call carries its
 * customer_uid; an unavailable customer shows the catalogue's message instead.
 */
export function createMount(module: DomainModule, defaultPath: string): MountFunction {
  return (element, options) => {
    configureApiBase({ baseUrl: options.apiBaseUrl });
    followLanguageInPrimeReact(i18n);
    // The module's texts in the page's language (English ones load on demand) before its pages
    // render; a failed init still shows the pages, as before.
    const textsReady = Promise.all([module.init?.(), changeLanguage(options.locale ?? 'de')]).catch(() => undefined);
    const store = createPortalStore();
    const initialPath = options.initialPath ?? defaultPath;
    const separator = initialPath.includes('?') ? '&' : '?';
    const root = createRoot(element);
    let mounted = true;

    root.render(<ProgressSpinner style={{ width: '3rem', height: '3rem' }} aria-label={i18n.t('common:loading')} />);
    void Promise.all([store.dispatch(selectCustomer(options.customerUid)), textsReady]).then(([result]) => {
      if (!mounted) return;
      if (selectCustomer.rejected.match(result)) {
        root.render(<Message severity="error" text={i18n.t('common:errors.customerDBNotAvailable')} />);
        return;
      }
      root.render(
        <Provider store={store}>
          <PrimeReactProvider value={portalPrimeReactOptions()}>
            <PrimeLocaleSync />
            <PortalToast />
            <MemoryRouter initialEntries={[`${initialPath}${separator}cuid=${encodeURIComponent(options.customerUid)}`]}>
              <Suspense fallback={<ProgressSpinner style={{ width: '3rem', height: '3rem' }} aria-label={i18n.t('common:loading')} />}>
                <Routes>
                  {module.routes.map(({ path, Component }) => (
                    <Route key={path} path={path} element={<Component />} />
                  ))}
                </Routes>
              </Suspense>
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
}
