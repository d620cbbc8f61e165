import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerVvtTexts } from '../i18n';

/** renderPage of @vws/shared/testing with the vvt texts and the module's permission. */
export const renderPage = definePageRenderer({ register: registerVvtTexts, permissions: ['VWS_Select'] });
export { stopFakeServer };
