import type { ModuleManifestData, ModuleRoutePattern } from '@vws/shared/core';

/**
 * Routes and sidebar of the customer area, read by the shell from mf-manifest.json (no remote code).
 * /customer-legalnotice has no entry here: the shell's one imprint link of the sidebar leads to it.
 */
const manifest: ModuleManifestData<ModuleRoutePattern<'customer'>> = {
  name: 'customer',
  namespace: 'customer',
  routes: [
    // The heading is the customer's name: the page's first HTML shows it from the preferences.
    {
      path: '/customer',
      permission: 'VWS_Select',
      heading: { titleKey: 'dashboard.heading', introKey: 'dashboard.subtitle', customerName: 'name', buttons: false },
    },
    { path: '/customer-master-data', permission: 'VWS_MasterData_Edit' },
    { path: '/customer-legalnotice', permission: 'VWS_Select' },
    { path: '/customer-userlist', permission: 'VWS_User_ManageRoles' },
    { path: '/customer-dataexport', permission: 'VWS_Data_Export' },
  ],
  sidebar: [
    {
      id: 'customer',
      labelKey: 'customer:sidebar.section',
      permission: 'VWS_Select',
      order: 10,
      items: [
        { id: 'customer-dashboard', path: '/customer', labelKey: 'customer:sidebar.dashboard', icon: 'pi pi-home', permission: 'VWS_Select' },
        {
          id: 'customer-master-data',
          path: '/customer-master-data',
          labelKey: 'customer:sidebar.masterData',
          icon: 'pi pi-building',
          permission: 'VWS_MasterData_Edit',
        },
        { id: 'customer-userlist', path: '/customer-userlist', labelKey: 'customer:sidebar.userList', icon: 'pi pi-users', permission: 'VWS_User_ManageRoles' },
        {
          id: 'customer-dataexport',
          path: '/customer-dataexport',
          labelKey: 'customer:sidebar.dataExport',
          icon: 'pi pi-download',
          permission: 'VWS_Data_Export',
        },
      ],
    },
  ],
};

export default manifest;
