import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './api';
import { registerMetaadminTexts } from './i18n';
import manifest from './manifest';

const PAGE_LOADERS: Record<string, PageLoader> = {
  '/metaadmin': async () => (await import('./pages/metaadmin-home/MetaadminHomePage')).MetaadminHomePage,
};

/** The meta administration. Importing it injects its endpoints (./api); init registers its texts. Exposed as metaadmin/module. */
const metaadminModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('metaadmin', manifest.routes, PAGE_LOADERS),
  init: registerMetaadminTexts,
};

export default metaadminModule;
