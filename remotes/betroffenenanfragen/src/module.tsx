import { lazy, type ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import './state/anfragenListSlice';
import { registerBetroffenenanfragenTexts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/betroffenenanfragen': async () => (await import('./pages/anfragen-list/AnfragenListPage')).AnfragenListPage,
  '/betroffenenanfrage': async () => (await import('./pages/anfrage-detail/AnfrageDetailPage')).AnfrageDetailPage,
  '/betroffenenanfrage-print': async () => (await import('./pages/anfrage-print/AnfragePrintPage')).AnfragePrintPage,
};

const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(async () => ({ default: await load() }))]),
);

/** The data-subject request module. Importing it injects its endpoints and list slice; init registers its texts. */
const betroffenenanfragenModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error(`betroffenenanfragen module: no page for ${route.path}`);
    return { ...route, Component };
  }),
  init: registerBetroffenenanfragenTexts,
};

export default betroffenenanfragenModule;
