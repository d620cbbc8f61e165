import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerVorfaelleTexts } from '../i18n';

export const DSB_PERMISSIONS = ['VWS_Select', 'VWS_Vorfaelle_Module_Access', 'VWS_Vorfaelle_View', 'VWS_Vorfaelle_Edit', 'VWS_VVTProzesse_View'];

/** renderPage of @vws/shared/testing with the vorfaelle texts and a DSB's permissions. */
export const renderPage = definePageRenderer({ register: registerVorfaelleTexts, permissions: DSB_PERMISSIONS });
export { stopFakeServer };
