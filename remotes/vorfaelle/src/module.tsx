import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import './state/vorfaelleListSlice';
import { registerVorfaelleTexts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  '/vorfaelle': async () => (await import('./pages/vorfaelle-list/VorfaelleListPage')).VorfaelleListPage,
  '/vorfall': async () => (await import('./pages/vorfall-detail/VorfallDetailPage')).VorfallDetailPage,
  '/vorfall-print': async () => (await import('./pages/vorfall-print/VorfallPrintPage')).VorfallPrintPage,
};

/** The data-breach module. Importing it injects its endpoints and list slice; init registers its texts. Exposed as vorfaelle/module. */
const vorfaelleModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('vorfaelle', manifest.routes, PAGE_LOADERS),
  init: registerVorfaelleTexts,
};

export default vorfaelleModule;
