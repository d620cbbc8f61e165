import type { ModuleManifestData, ModuleRoutePattern } from '@vws/shared/core';

/**
 * The meta administration (spec §2: /metaadmin with META_Admin_Module_Access). Outside the customer
 * context; its sidebar entry is flagged metaAdmin, so it shows only with the local setting
 * showMetaPermissionMenuItems (profile).
 */
const manifest: ModuleManifestData<ModuleRoutePattern<'metaadmin'>> = {
  name: 'metaadmin',
  namespace: 'metaadmin',
  routes: [
    { path: '/metaadmin', permission: 'META_Admin_Module_Access', requiresCustomer: false, heading: { titleKey: 'home.title', introKey: 'home.intro' } },
  ],
  sidebar: [
    {
      id: 'metaadmin',
      labelKey: 'metaadmin:sidebar.section',
      permission: 'META_Admin_Module_Access',
      order: 90,
      items: [
        {
          id: 'metaadmin-home',
          path: '/metaadmin',
          labelKey: 'metaadmin:sidebar.home',
          icon: 'pi pi-cog',
          permission: 'META_Admin_Module_Access',
          metaAdmin: true,
        },
      ],
    },
  ],
};

export default manifest;
