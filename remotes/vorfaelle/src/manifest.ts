import { VORFAELLE_PATHS, VORFAELLE_ROUTES } from '@vws/shared/contract/vorfaelle-constants';
import type { ModuleManifestData } from '@vws/shared/core';

/** The route patterns of this module (its own table: the shell needs no entry in ROUTES, so it is not rebuilt). */
export type VorfaelleRoutePattern = (typeof VORFAELLE_ROUTES)[keyof typeof VORFAELLE_ROUTES];

const VIEW = 'VWS_Vorfaelle_View' as const;

/** Routes, sidebar and dashboard widget of the data-breach module, read by the shell from mf-manifest.json (no remote code). */
const manifest: ModuleManifestData<VorfaelleRoutePattern> = {
  name: 'vorfaelle',
  namespace: 'vorfaelle',
  dashboardWidget: {
    permission: VIEW,
    order: 45,
    titleKey: 'vorfaelle:widget.title',
    source: VORFAELLE_PATHS.dashboardWidget,
    textKeys: ['widget', 'risiko'],
  },
  routes: [
    { path: VORFAELLE_ROUTES.list, permission: VIEW, heading: { titleKey: 'list.title', introKey: 'list.intro' }, reads: [VORFAELLE_PATHS.list] },
    { path: VORFAELLE_ROUTES.detail, permission: VIEW },
    { path: VORFAELLE_ROUTES.print, permission: VIEW, layout: 'print' },
  ],
  sidebar: [
    {
      id: 'vorfaelle',
      labelKey: 'vorfaelle:sidebar.section',
      permission: 'VWS_Vorfaelle_Module_Access',
      order: 60,
      items: [{ id: 'vorfaelle-list', path: VORFAELLE_ROUTES.list, labelKey: 'vorfaelle:sidebar.list', icon: 'pi pi-exclamation-triangle', permission: VIEW }],
    },
  ],
};

export default manifest;
