import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerMetaadminTexts } from '../i18n';

/** renderPage of @vws/shared/testing with the metaadmin texts and the module's permission. */
export const renderPage = definePageRenderer({
  register: registerMetaadminTexts,
  permissions: ['META_Admin_Module_Access', 'META_VWS_Create', 'META_Migrate_Databases', 'META_Manage_Users'],
});
export { stopFakeServer };
