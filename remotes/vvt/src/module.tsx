import type { ComponentType } from 'react';
import type { DomainModule } from '@vws/shared';
import './api';
import { registerVvtTexts } from './i18n';
import manifest from './manifest';
import { VvtHomePage } from './pages/vvt-home/VvtHomePage';

/** Each route's page (a large page may load on demand with React.lazy, see remotes/audit/src/module.tsx). */
const PAGES: Record<string, ComponentType> = {
  '/vvt': VvtHomePage,
};

/** The vvt module. Importing it injects its endpoints (./api); init registers its texts. Exposed as vvt/module. */
const vvtModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error('vvt module: no page for ' + route.path);
    return { ...route, Component };
  }),
  init: registerVvtTexts,
};

export default vvtModule;
