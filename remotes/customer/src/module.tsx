import type { ComponentType } from 'react';
import type { DomainModule } from '@vws/shared';
import manifest from './manifest';
import { registerCustomerTexts } from './i18n';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { MasterDataPage } from './pages/master-data/MasterDataPage';
import { LegalNoticePage } from './pages/legal-notice/LegalNoticePage';

const PAGES: Record<string, ComponentType> = {
  '/customer': DashboardPage,
  '/customer-master-data': MasterDataPage,
  '/customer-legalnotice': LegalNoticePage,
};

/** The customer area (spec §2): dashboard, master data, legal notice. Exposed as customer/module. */
const customerModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error(`customer module: no page for ${route.path}`);
    return { ...route, Component };
  }),
  init: registerCustomerTexts,
};

export default customerModule;
