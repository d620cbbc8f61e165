import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import './state/anfragenListSlice';
import { registerBetroffenenanfragenTexts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  '/betroffenenanfragen': async () => (await import('./pages/anfragen-list/AnfragenListPage')).AnfragenListPage,
  '/betroffenenanfrage': async () => (await import('./pages/anfrage-detail/AnfrageDetailPage')).AnfrageDetailPage,
  '/betroffenenanfrage-print': async () => (await import('./pages/anfrage-print/AnfragePrintPage')).AnfragePrintPage,
};

/** The data-subject request module. Importing it injects its endpoints and list slice; init registers its texts. */
const betroffenenanfragenModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('betroffenenanfragen', manifest.routes, PAGE_LOADERS),
  init: registerBetroffenenanfragenTexts,
};

export default betroffenenanfragenModule;
