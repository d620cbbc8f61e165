import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerVorfaelleTexts } from '../i18n';

/** renderPage of @vws/shared/testing with the vorfaelle texts and the module's permission. */
export const renderPage = definePageRenderer({ register: registerVorfaelleTexts, permissions: ['VWS_Select'] });
export { stopFakeServer };
