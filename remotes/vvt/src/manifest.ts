import { VVT_PATHS } from '@vws/shared/contract/vvt-constants';
import type { ModuleManifestData, ModuleRoutePattern, Permission } from '@vws/shared/core';

/** Spec §2/§6: the list and detail need "view all or assigned processes". */
const VIEW: readonly Permission[] = ['computed_canViewAllOrAssignedProcesses', 'VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'];

/**
 * Routes and sidebar of the VVT module (spec §2), read by the shell from mf-manifest.json
 * without loading the remote's code. Pure data: only type imports and the contract's path table (the widget's source is its contract's path).
 */
const manifest: ModuleManifestData<ModuleRoutePattern<'vvt'>> = {
  name: 'vvt',
  namespace: 'vvt',
  dashboardWidget: {
    permission: VIEW,
    order: 30,
    titleKey: 'vvt:widget.title',
    source: VVT_PATHS.dashboardWidget,
    textKeys: ['widget', 'fields.SDM_Ebene_Nr'],
  },
  routes: [
    { path: '/vvt-list/:ebenenr', permission: VIEW, heading: { titleKey: 'list.title{ebenenr}', introKey: 'list.intro{ebenenr}' } },
    { path: '/vvt-detail/:ebenenr', permission: VIEW },
    { path: '/verarbeitung-print', permission: VIEW, layout: 'print' },
    { path: '/vvt-list-zur-pruefung-dsb', permission: 'VWS_VVTProzesse_View' },
    { path: '/vvt-list-zugeordnet-po', permission: 'VWS_VVTProzesse_AssignableToProcesses' },
    { path: '/vvt-list-report', permission: VIEW, layout: 'print' },
    { path: '/vvt-aufbewahrungsfristen-report', permission: VIEW, layout: 'print' },
    { path: '/vvt-full-report', permission: VIEW, layout: 'print' },
    { path: '/vvt-summary-report', permission: VIEW },
    { path: '/vvt-list-import-content', permission: 'META_VWS_Import_Content' },
  ],
  sidebar: [
    {
      id: 'vvt',
      labelKey: 'vvt:sidebar.section',
      permission: 'VWS_VVT_Module_Access',
      order: 30,
      items: [
        { id: 'vvt-ebene-1', path: '/vvt-list/1', labelKey: 'vvt:sidebar.ebene1', icon: 'pi pi-briefcase', permission: VIEW },
        { id: 'vvt-ebene-2', path: '/vvt-list/2', labelKey: 'vvt:sidebar.ebene2', icon: 'pi pi-desktop', permission: VIEW },
        { id: 'vvt-ebene-3', path: '/vvt-list/3', labelKey: 'vvt:sidebar.ebene3', icon: 'pi pi-server', permission: VIEW },
        {
          id: 'vvt-pruefung-dsb',
          path: '/vvt-list-zur-pruefung-dsb',
          labelKey: 'vvt:sidebar.pendingReview',
          icon: 'pi pi-flag',
          permission: 'VWS_VVTProzesse_View',
        },
        {
          id: 'vvt-zugeordnet',
          path: '/vvt-list-zugeordnet-po',
          labelKey: 'vvt:sidebar.assigned',
          icon: 'pi pi-user',
          permission: 'VWS_VVTProzesse_AssignableToProcesses',
        },
        {
          id: 'vvt-import',
          path: '/vvt-list-import-content',
          labelKey: 'vvt:sidebar.import',
          icon: 'pi pi-download',
          permission: 'META_VWS_Import_Content',
          metaAdmin: true,
        },
      ],
    },
    {
      id: 'vvt-reports',
      labelKey: 'vvt:sidebar.reports',
      permission: 'VWS_VVT_Module_Access',
      order: 35,
      items: [
        { id: 'vvt-summary-report', path: '/vvt-summary-report', labelKey: 'vvt:sidebar.summaryReport', icon: 'pi pi-chart-bar', permission: VIEW },
        { id: 'vvt-list-report', path: '/vvt-list-report', labelKey: 'vvt:sidebar.listReport', icon: 'pi pi-print', permission: VIEW },
        {
          id: 'vvt-retention-report',
          path: '/vvt-aufbewahrungsfristen-report',
          labelKey: 'vvt:sidebar.retentionReport',
          icon: 'pi pi-calendar',
          permission: VIEW,
        },
        {
          id: 'vvt-internal-report',
          path: '/vvt-full-report',
          query: 'reportType=internal',
          labelKey: 'vvt:sidebar.internalReport',
          icon: 'pi pi-file',
          permission: VIEW,
        },
        {
          id: 'vvt-external-report',
          path: '/vvt-full-report',
          query: 'reportType=external',
          labelKey: 'vvt:sidebar.externalReport',
          icon: 'pi pi-file-export',
          permission: VIEW,
        },
        {
          id: 'vvt-phases-report',
          path: '/vvt-full-report',
          query: 'reportType=verarbeitungsphasen',
          labelKey: 'vvt:sidebar.phasesReport',
          icon: 'pi pi-th-large',
          permission: VIEW,
        },
      ],
    },
  ],
};

export default manifest;
