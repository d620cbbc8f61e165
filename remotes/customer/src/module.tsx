import { pageRoutes, type DomainModule, type EagerPage, type PageLoader } from '@vws/shared/core';
import manifest from './manifest';
import { registerCustomerTexts } from './i18n';
import { DashboardPage } from './pages/dashboard/DashboardPage';

// The dashboard is the module's start page; the others (and their forms with zod) load when opened.
const PAGE_LOADERS: Record<string, PageLoader | EagerPage> = {
  '/customer': { eager: DashboardPage },
  '/customer-master-data': async () => (await import('./pages/master-data/MasterDataPage')).MasterDataPage,
  '/customer-legalnotice': async () => (await import('./pages/legal-notice/LegalNoticePage')).LegalNoticePage,
  '/customer-userlist': async () => (await import('./pages/user-list/UserListPage')).UserListPage,
  '/customer-dataexport': async () => (await import('./pages/data-export/DataExportPage')).DataExportPage,
};

/** The customer area (spec §2): dashboard, master data, legal notice, users and roles, data export. Exposed as customer/module. */
const customerModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('customer', manifest.routes, PAGE_LOADERS),
  init: registerCustomerTexts,
};

export default customerModule;
