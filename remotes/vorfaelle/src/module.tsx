import type { ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import './api';
import { registerVorfaelleTexts } from './i18n';
import manifest from './manifest';
import { VorfaelleHomePage } from './pages/vorfaelle-home/VorfaelleHomePage';

/** Each route's page (a large page may load on demand with React.lazy, see remotes/audit/src/module.tsx). */
const PAGES: Record<string, ComponentType> = {
  '/vorfaelle': VorfaelleHomePage,
};

/** The vorfaelle module. Importing it injects its endpoints (./api); init registers its texts. Exposed as vorfaelle/module. */
const vorfaelleModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error('vorfaelle module: no page for ' + route.path);
    return { ...route, Component };
  }),
  init: registerVorfaelleTexts,
};

export default vorfaelleModule;
