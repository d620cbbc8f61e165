import { lazy, type ComponentType } from 'react';
import type { DomainModule } from '@vws/shared/core';
import manifest from './manifest';
import { registerCustomerTexts } from './i18n';
import { DashboardPage } from './pages/dashboard/DashboardPage';

// The dashboard is the module's start page; the others (and their forms with zod) load when opened.
const MasterDataPage = lazy(() => import('./pages/master-data/MasterDataPage').then((m) => ({ default: m.MasterDataPage })));
const LegalNoticePage = lazy(() => import('./pages/legal-notice/LegalNoticePage').then((m) => ({ default: m.LegalNoticePage })));
const UserListPage = lazy(() => import('./pages/user-list/UserListPage').then((m) => ({ default: m.UserListPage })));
const DataExportPage = lazy(() => import('./pages/data-export/DataExportPage').then((m) => ({ default: m.DataExportPage })));

const PAGES: Record<string, ComponentType> = {
  '/customer': DashboardPage,
  '/customer-master-data': MasterDataPage,
  '/customer-legalnotice': LegalNoticePage,
  '/customer-userlist': UserListPage,
  '/customer-dataexport': DataExportPage,
};

/** The customer area (spec §2): dashboard, master data, legal notice, users and roles, data export. Exposed as customer/module. */
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
