import type { ModuleManifestData, ModuleRoutePattern, Permission } from '@vws/shared';

/** Spec §2/§6: the list and detail need "view all or assigned processes". */
const VIEW: readonly Permission[] = ['computed_canViewAllOrAssignedProcesses', 'VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'];

/**
 * Routes and sidebar of the VVT module (spec §2), read by the shell from mf-manifest.json
 * without loading the remote's code. Pure data: only type imports.
 */
const manifest: ModuleManifestData<ModuleRoutePattern<'vvt'>> = {
  name: 'vvt',
  namespace: 'vvt',
  dashboardWidget: { permission: VIEW, order: 30 },
  routes: [
    { path: '/vvt-list/:ebenenr', permission: VIEW },
    { path: '/vvt-detail/:ebenenr', permission: VIEW },
    { path: '/verarbeitung-print', permission: VIEW, layout: 'print' },
    { path: '/vvt-list-zur-pruefung-dsb', permission: 'VWS_VVTProzesse_View' },
    { path: '/vvt-list-zugeordnet-po', permission: 'VWS_VVTProzesse_AssignableToProcesses' },
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
        { id: 'vvt-pruefung-dsb', path: '/vvt-list-zur-pruefung-dsb', labelKey: 'vvt:sidebar.pendingReview', icon: 'pi pi-flag', permission: 'VWS_VVTProzesse_View' },
        { id: 'vvt-zugeordnet', path: '/vvt-list-zugeordnet-po', labelKey: 'vvt:sidebar.assigned', icon: 'pi pi-user', permission: 'VWS_VVTProzesse_AssignableToProcesses' },
      ],
    },
  ],
};

export default manifest;
