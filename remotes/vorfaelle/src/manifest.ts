import type { ModuleManifestData } from '@vws/shared/core';

/**
 * The route patterns of this module. When another module must link here, add
 * `vorfaelle: { home: '/vorfaelle' }` to ROUTES in packages/shared/src/module/routes.ts and type the
 * manifest `ModuleManifestData<ModuleRoutePattern<'vorfaelle'>>` as audit and customer do.
 */
export type VorfaelleRoutePattern = '/vorfaelle';

/** Routes and sidebar of the vorfaelle module, read by the shell from mf-manifest.json (no remote code). */
const manifest: ModuleManifestData<VorfaelleRoutePattern> = {
  name: 'vorfaelle',
  namespace: 'vorfaelle',
  routes: [{ path: '/vorfaelle', permission: 'VWS_Select' }],
  sidebar: [
    {
      id: 'vorfaelle',
      labelKey: 'vorfaelle:sidebar.section',
      permission: 'VWS_Select',
      order: 90,
      items: [{ id: 'vorfaelle-home', path: '/vorfaelle', labelKey: 'vorfaelle:sidebar.home', icon: 'pi pi-box', permission: 'VWS_Select' }],
    },
  ],
};

export default manifest;
