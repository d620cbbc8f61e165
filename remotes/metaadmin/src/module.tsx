import { lazy, type ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import { registerMetaadminTexts } from './i18n';
import manifest from './manifest';

const MetaadminHomePage = lazy(() => import('./pages/metaadmin-home/MetaadminHomePage').then((m) => ({ default: m.MetaadminHomePage })));

const PAGES: Record<string, ComponentType> = {
  '/metaadmin': MetaadminHomePage,
};

/** The meta administration. Importing it injects its endpoints (./api); init registers its texts. Exposed as metaadmin/module. */
const metaadminModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error('metaadmin module: no page for ' + route.path);
    return { ...route, Component };
  }),
  init: registerMetaadminTexts,
};

export default metaadminModule;
