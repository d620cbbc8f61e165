import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import './state/vvtListSlice';
import { registerVvtPageTexts, registerVvtTexts } from './i18n';
import manifest from './manifest';

const lists = () => import('./pages/vvt-list/VvtListPage');
/** A page beyond the lists: its chunk and the texts only such pages use (i18n/index.ts), loaded side by side. */
const withPageTexts =
  (load: PageLoader): PageLoader =>
  async () =>
    (await Promise.all([load(), registerVvtPageTexts()]))[0];

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  '/vvt-list/:ebenenr': async () => (await lists()).VvtLevelListPage,
  '/vvt-detail/:ebenenr': withPageTexts(async () => (await import('./pages/vvt-detail/VvtDetailPage')).VvtDetailPage),
  '/verarbeitung-print': withPageTexts(async () => (await import('./pages/vvt-print/VvtPrintPage')).VvtPrintPage),
  '/vvt-list-zur-pruefung-dsb': async () => (await lists()).VvtPendingReviewPage,
  '/vvt-list-zugeordnet-po': async () => (await lists()).VvtAssignedPage,
  '/vvt-list-report': withPageTexts(async () => (await import('./pages/vvt-list-report/VvtListReportPage')).VvtListReportPage),
  '/vvt-aufbewahrungsfristen-report': withPageTexts(async () => (await import('./pages/vvt-retention-report/RetentionReportPage')).RetentionReportPage),
  '/vvt-full-report': withPageTexts(async () => (await import('./pages/vvt-full-report/FullReportPage')).FullReportPage),
  '/vvt-summary-report': withPageTexts(async () => (await import('./pages/vvt-summary-report/SummaryReportPage')).SummaryReportPage),
  '/vvt-list-import-content': withPageTexts(async () => (await import('./pages/vvt-import/VvtImportPage')).VvtImportPage),
};

/** The VVT module (spec §1/§2). Importing it injects its endpoints and list slice; init registers the 'vvt' texts. */
const vvtModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('vvt', manifest.routes, PAGE_LOADERS),
  init: registerVvtTexts,
};

export default vvtModule;
