import type { ModuleManifestData } from '@vws/shared';

/**
 * The route patterns of this module. When another module must link here, add
 * `vvt: { home: '/vvt' }` to ROUTES in packages/shared/src/module/routes.ts and type the
 * manifest `ModuleManifestData<ModuleRoutePattern<'vvt'>>` as audit and customer do.
 */
export type VvtRoutePattern = '/vvt';

/** Routes and sidebar of the vvt module, read by the shell from mf-manifest.json (no remote code). */
const manifest: ModuleManifestData<VvtRoutePattern> = {
  name: 'vvt',
  namespace: 'vvt',
  routes: [{ path: '/vvt', permission: 'VWS_Select' }],
  sidebar: [
    {
      id: 'vvt',
      labelKey: 'vvt:sidebar.section',
      permission: 'VWS_Select',
      order: 90,
      items: [{ id: 'vvt-home', path: '/vvt', labelKey: 'vvt:sidebar.home', icon: 'pi pi-box', permission: 'VWS_Select' }],
    },
  ],
};

export default manifest;
