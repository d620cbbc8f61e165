import { lazy, type ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import './state/dwListSlice';
import { registerDatenweitergabenTexts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/datenweitergaben': async () => (await import('./pages/dw-list/DwListPage')).DwListPage,
  '/datenweitergabe': async () => (await import('./pages/dw-detail/DwDetailPage')).DwDetailPage,
  '/datenweitergabe-print': async () => (await import('./pages/dw-print/DwPrintPage')).DwPrintPage,
  '/datenweitergaben-list-report': async () => (await import('./pages/dw-list-report/DwListReportPage')).DwListReportPage,
};

const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(async () => ({ default: await load() }))]),
);

/** The data-transfer module. Importing it injects its endpoints and list slice; init registers its texts. */
const datenweitergabenModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error(`datenweitergaben module: no page for ${route.path}`);
    return { ...route, Component };
  }),
  init: registerDatenweitergabenTexts,
};

export default datenweitergabenModule;
