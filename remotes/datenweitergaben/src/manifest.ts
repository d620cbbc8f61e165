import { DW_PATHS } from '@vws/shared/contract/datenweitergaben-constants';
import type { ModuleManifestData, ModuleRoutePattern } from '@vws/shared/core';

/**
 * Routes and sidebar of the data-transfer module (spec §2, §6), read by the shell from
 * mf-manifest.json without loading the remote's code. Pure data: only type imports and the contract's path table (the widget's source is its contract's path).
 */
const VIEW = 'VWS_Datenweitergaben_View' as const;

const manifest: ModuleManifestData<ModuleRoutePattern<'datenweitergaben'>> = {
  name: 'datenweitergaben',
  namespace: 'datenweitergaben',
  dashboardWidget: {
    permission: VIEW,
    order: 40,
    titleKey: 'datenweitergaben:widget.title',
    source: DW_PATHS.dashboardWidget,
    textKeys: ['widget', 'groups'],
  },
  routes: [
    { path: '/datenweitergaben', permission: VIEW, heading: { titleKey: 'list.title', introKey: 'list.intro' } },
    { path: '/datenweitergabe', permission: VIEW },
    { path: '/datenweitergabe-print', permission: VIEW, layout: 'print' },
    { path: '/datenweitergaben-list-report', permission: VIEW, layout: 'print' },
  ],
  sidebar: [
    {
      id: 'datenweitergaben',
      labelKey: 'datenweitergaben:sidebar.section',
      permission: 'VWS_Datenweitergaben_Module_Access',
      order: 50,
      items: [
        { id: 'datenweitergaben-list', path: '/datenweitergaben', labelKey: 'datenweitergaben:sidebar.list', icon: 'pi pi-share-alt', permission: VIEW },
        {
          id: 'datenweitergaben-list-report',
          path: '/datenweitergaben-list-report',
          labelKey: 'datenweitergaben:sidebar.listReport',
          icon: 'pi pi-print',
          permission: VIEW,
        },
      ],
    },
  ],
};

export default manifest;
