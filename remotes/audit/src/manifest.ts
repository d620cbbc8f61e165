import { AUDIT_PATHS } from '@vws/shared/contract/audit-constants';
import type { ModuleManifestData, ModuleRoutePattern } from '@vws/shared/core';

/**
 * Routes and sidebar of the audit module (spec §2), read by the shell from mf-manifest.json
 * without loading the remote's code. Pure data: only type imports and the contract's path table (the widget's source is its contract's path).
 */
const manifest: ModuleManifestData<ModuleRoutePattern<'audit'>> = {
  name: 'audit',
  namespace: 'audit',
  dashboardWidget: {
    permission: 'VWS_AuditFragen_View',
    order: 20,
    titleKey: 'audit:widget.title',
    source: AUDIT_PATHS.dashboardWidget,
    textKeys: ['widget', 'status'],
  },
  routes: [
    {
      path: '/audit',
      permission: 'VWS_AuditFragen_View',
      heading: { titleKey: 'list.title', introKey: 'list.intro' },
      reads: [AUDIT_PATHS.fragen, AUDIT_PATHS.themenbloecke, AUDIT_PATHS.schutzziele, AUDIT_PATHS.organisationseinheiten],
    },
    { path: '/auditfrage', permission: 'VWS_AuditFragen_View' },
    { path: '/audit-themenbloecke', permission: 'VWS_AuditFragen_Referenzen_Edit' },
    { path: '/audit-schutzziele', permission: 'VWS_AuditFragen_Referenzen_Edit' },
    {
      path: '/audit-organisationseinheiten',
      permission: 'VWS_AuditFragen_Referenzen_Edit',
    },
    { path: '/audit-summary-report', permission: 'VWS_AuditFragen_View' },
    { path: '/audit-list-report', permission: 'VWS_AuditFragen_View', layout: 'print' },
  ],
  sidebar: [
    {
      id: 'audit',
      labelKey: 'audit:sidebar.section',
      permission: 'VWS_Audit_Module_Access',
      order: 20,
      items: [
        { id: 'audit-fragen', path: '/audit', labelKey: 'audit:sidebar.fragen', icon: 'pi pi-list-check', permission: 'VWS_AuditFragen_View' },
        {
          id: 'audit-themenbloecke',
          path: '/audit-themenbloecke',
          labelKey: 'audit:sidebar.themenbloecke',
          icon: 'pi pi-folder',
          permission: 'VWS_AuditFragen_Referenzen_Edit',
        },
        {
          id: 'audit-schutzziele',
          path: '/audit-schutzziele',
          labelKey: 'audit:sidebar.schutzziele',
          icon: 'pi pi-shield',
          permission: 'VWS_AuditFragen_Referenzen_Edit',
        },
        {
          id: 'audit-organisationseinheiten',
          path: '/audit-organisationseinheiten',
          labelKey: 'audit:sidebar.organisationseinheiten',
          icon: 'pi pi-sitemap',
          permission: 'VWS_AuditFragen_Referenzen_Edit',
        },
        {
          id: 'audit-summary-report',
          path: '/audit-summary-report',
          labelKey: 'audit:sidebar.summaryReport',
          icon: 'pi pi-chart-bar',
          permission: 'VWS_AuditFragen_View',
        },
        {
          id: 'audit-list-report',
          path: '/audit-list-report',
          labelKey: 'audit:sidebar.listReport',
          icon: 'pi pi-print',
          permission: 'VWS_AuditFragen_View',
        },
      ],
    },
  ],
};

export default manifest;
