import type { ModuleManifestData } from '@vws/shared/core';

/**
 * The route patterns of this module. When another module must link here, add
 * `betroffenenanfragen: { home: '/betroffenenanfragen' }` to ROUTES in packages/shared/src/module/routes.ts and type the
 * manifest `ModuleManifestData<ModuleRoutePattern<'betroffenenanfragen'>>` as audit and customer do.
 */
export type BetroffenenanfragenRoutePattern = '/betroffenenanfragen';

/** Routes and sidebar of the betroffenenanfragen module, read by the shell from mf-manifest.json (no remote code). */
const manifest: ModuleManifestData<BetroffenenanfragenRoutePattern> = {
  name: 'betroffenenanfragen',
  namespace: 'betroffenenanfragen',
  routes: [{ path: '/betroffenenanfragen', permission: 'VWS_Select' }],
  sidebar: [
    {
      id: 'betroffenenanfragen',
      labelKey: 'betroffenenanfragen:sidebar.section',
      permission: 'VWS_Select',
      order: 90,
      items: [
        {
          id: 'betroffenenanfragen-home',
          path: '/betroffenenanfragen',
          labelKey: 'betroffenenanfragen:sidebar.home',
          icon: 'pi pi-box',
          permission: 'VWS_Select',
        },
      ],
    },
  ],
};

export default manifest;
