import type { ComponentType } from 'react';
import type { DomainModule } from '@vws/shared';
import './audit.css';
import './api';
import './state/auditListSlice';
import { registerAuditTexts } from './i18n';
import manifest from './manifest';
import { AuditListPage } from './pages/audit-list/AuditListPage';
import { AuditfragePage } from './pages/auditfrage/AuditfragePage';
import { ListReportPage } from './pages/list-report/ListReportPage';
import { OrganisationseinheitenPage, SchutzzielePage, ThemenbloeckePage } from './pages/references/ReferenceListPage';
import { SummaryReportPage } from './pages/summary-report/SummaryReportPage';
import { AuditDashboardWidget } from './widgets/AuditDashboardWidget';

const PAGES: Record<string, ComponentType> = {
  '/audit': AuditListPage,
  '/auditfrage': AuditfragePage,
  '/audit-themenbloecke': ThemenbloeckePage,
  '/audit-schutzziele': SchutzzielePage,
  '/audit-organisationseinheiten': OrganisationseinheitenPage,
  '/audit-summary-report': SummaryReportPage,
  '/audit-list-report': ListReportPage,
};

/**
 * The audit module (spec §1/§2). Importing it injects its endpoints (./api) and its list slice;
 * init registers the 'audit' texts. Exposed as audit/module.
 */
const auditModule: DomainModule = {
  ...manifest,
  routes: manifest.routes.map((route) => {
    const Component = PAGES[route.path];
    if (!Component) throw new Error(`audit module: no page for ${route.path}`);
    return { ...route, Component };
  }),
  init: registerAuditTexts,
  DashboardWidget: AuditDashboardWidget,
};

export default auditModule;
