import { lazy, type ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import './state/vorfaelleListSlice';
import { registerVorfaelleTexts } from './i18n';
import manifest from './manifest';

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/vorfaelle': async () => (await import('./pages/vorfaelle-list/VorfaelleListPage')).VorfaelleListPage,
  '/vorfall': async () => (await import('./pages/vorfall-detail/VorfallDetailPage')).VorfallDetailPage,
  '/vorfall-print': async () => (await import('./pages/vorfall-print/VorfallPrintPage')).VorfallPrintPage,
};

const PAGES: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(async () => ({ default: await load() }))]),
);

/** The data-breach module. Importing it injects its endpoints and list slice; init registers its texts. Exposed as vorfaelle/module. */
const vorfaelleModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error(`vorfaelle module: no page for ${route.path}`);
    return { ...route, Component };
  }),
  init: registerVorfaelleTexts,
};

export default vorfaelleModule;
