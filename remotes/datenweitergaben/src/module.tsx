import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import './state/dwListSlice';
import { registerDatenweitergabenTexts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  '/datenweitergaben': async () => (await import('./pages/dw-list/DwListPage')).DwListPage,
  '/datenweitergabe': async () => (await import('./pages/dw-detail/DwDetailPage')).DwDetailPage,
  '/datenweitergabe-print': async () => (await import('./pages/dw-print/DwPrintPage')).DwPrintPage,
  '/datenweitergaben-list-report': async () => (await import('./pages/dw-list-report/DwListReportPage')).DwListReportPage,
};

/** The data-transfer module. Importing it injects its endpoints and list slice; init registers its texts. */
const datenweitergabenModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('datenweitergaben', manifest.routes, PAGE_LOADERS),
  init: registerDatenweitergabenTexts,
};

export default datenweitergabenModule;
