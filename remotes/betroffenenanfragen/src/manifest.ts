import { ANFRAGEN_PATHS, ANFRAGEN_ROUTES } from '@vws/shared/contract/betroffenenanfragen-constants';
import type { ModuleManifestData } from '@vws/shared/core';

/** The route patterns of this module (its own table: the shell needs no entry in ROUTES, so it is not rebuilt). */
export type AnfragenRoutePattern = (typeof ANFRAGEN_ROUTES)[keyof typeof ANFRAGEN_ROUTES];

const VIEW = 'VWS_Betroffenenanfragen_View' as const;

/** Routes, sidebar and dashboard widget of the data-subject request module, read by the shell from mf-manifest.json (no remote code). */
const manifest: ModuleManifestData<AnfragenRoutePattern> = {
  name: 'betroffenenanfragen',
  namespace: 'betroffenenanfragen',
  dashboardWidget: {
    permission: VIEW,
    order: 46,
    titleKey: 'betroffenenanfragen:widget.title',
    source: ANFRAGEN_PATHS.dashboardWidget,
    textKeys: ['widget', 'status', 'frist'],
  },
  routes: [
    { path: ANFRAGEN_ROUTES.list, permission: VIEW, heading: { titleKey: 'list.title', introKey: 'list.intro' }, reads: [ANFRAGEN_PATHS.list] },
    { path: ANFRAGEN_ROUTES.detail, permission: VIEW },
    { path: ANFRAGEN_ROUTES.print, permission: VIEW, layout: 'print' },
  ],
  sidebar: [
    {
      id: 'betroffenenanfragen',
      labelKey: 'betroffenenanfragen:sidebar.section',
      permission: 'VWS_Betroffenenanfragen_Module_Access',
      order: 61,
      items: [
        { id: 'betroffenenanfragen-list', path: ANFRAGEN_ROUTES.list, labelKey: 'betroffenenanfragen:sidebar.list', icon: 'pi pi-inbox', permission: VIEW },
      ],
    },
  ],
};

export default manifest;
