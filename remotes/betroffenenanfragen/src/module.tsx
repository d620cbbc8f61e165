import type { ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import { registerBetroffenenanfragenTexts } from './i18n';
import manifest from './manifest';
import { BetroffenenanfragenHomePage } from './pages/betroffenenanfragen-home/BetroffenenanfragenHomePage';

/** Each route's page (a large page may load on demand with React.lazy, see remotes/audit/src/module.tsx). */
const PAGES: Record<string, ComponentType> = {
  '/betroffenenanfragen': BetroffenenanfragenHomePage,
};

/** The betroffenenanfragen module. Importing it injects its endpoints (./api); init registers its texts. Exposed as betroffenenanfragen/module. */
const betroffenenanfragenModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error('betroffenenanfragen module: no page for ' + route.path);
    return { ...route, Component };
  }),
  init: registerBetroffenenanfragenTexts,
};

export default betroffenenanfragenModule;
