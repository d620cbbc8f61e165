import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import './state/vvtListSlice';
import { registerVvtTexts } from './i18n';
import manifest from './manifest';

const lists = () => import('./pages/vvt-list/VvtListPage');

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  '/vvt-list/:ebenenr': async () => (await lists()).VvtLevelListPage,
  '/vvt-detail/:ebenenr': async () => (await import('./pages/vvt-detail/VvtDetailPage')).VvtDetailPage,
  '/verarbeitung-print': async () => (await import('./pages/vvt-print/VvtPrintPage')).VvtPrintPage,
  '/vvt-list-zur-pruefung-dsb': async () => (await lists()).VvtPendingReviewPage,
  '/vvt-list-zugeordnet-po': async () => (await lists()).VvtAssignedPage,
  '/vvt-list-report': async () => (await import('./pages/vvt-list-report/VvtListReportPage')).VvtListReportPage,
  '/vvt-aufbewahrungsfristen-report': async () => (await import('./pages/vvt-retention-report/RetentionReportPage')).RetentionReportPage,
  '/vvt-full-report': async () => (await import('./pages/vvt-full-report/FullReportPage')).FullReportPage,
  '/vvt-summary-report': async () => (await import('./pages/vvt-summary-report/SummaryReportPage')).SummaryReportPage,
  '/vvt-list-import-content': async () => (await import('./pages/vvt-import/VvtImportPage')).VvtImportPage,
};

/** The VVT module (spec §1/§2). Importing it injects its endpoints and list slice; init registers the 'vvt' texts. */
const vvtModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('vvt', manifest.routes, PAGE_LOADERS),
  init: registerVvtTexts,
};

export default vvtModule;
