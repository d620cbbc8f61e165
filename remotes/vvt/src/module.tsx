import { lazy, type ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import './state/vvtListSlice';
import { registerVvtTexts } from './i18n';
import manifest from './manifest';

const lists = () => import('./pages/vvt-list/VvtListPage');

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
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

const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(async () => ({ default: await load() }))]),
);

/** The VVT module (spec §1/§2). Importing it injects its endpoints and list slice; init registers the 'vvt' texts. */
const vvtModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error(`vvt module: no page for ${route.path}`);
    return { ...route, Component };
  }),
  init: registerVvtTexts,
};

export default vvtModule;
