import { pageRoutes, type DomainModule, type PageLoader } from '@vws/shared/core';
import './audit.css';
import './api';
import './state/auditListSlice';
import { registerAuditTexts } from './i18n';
import manifest from './manifest';

// Pages load when their route is entered, so the dashboard widget alone stays small.
const references = () => import('./pages/references/ReferenceListPage');

/** Each route's page, loaded on demand (exported for the test that every route resolves). */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  '/audit': async () => (await import('./pages/audit-list/AuditListPage')).AuditListPage,
  '/auditfrage': async () => (await import('./pages/auditfrage/AuditfragePage')).AuditfragePage,
  '/audit-themenbloecke': async () => (await references()).ThemenbloeckePage,
  '/audit-schutzziele': async () => (await references()).SchutzzielePage,
  '/audit-organisationseinheiten': async () => (await references()).OrganisationseinheitenPage,
  '/audit-summary-report': async () => (await import('./pages/summary-report/SummaryReportPage')).SummaryReportPage,
  '/audit-list-report': async () => (await import('./pages/list-report/ListReportPage')).ListReportPage,
};

/**
 * The audit module (spec §1/§2). Importing it injects its endpoints (./api) and its list slice;
 * init registers the 'audit' texts. Exposed as audit/module.
 */
const auditModule: DomainModule = {
  ...manifest,
  routes: pageRoutes('audit', manifest.routes, PAGE_LOADERS),
  init: registerAuditTexts,
};

export default auditModule;
