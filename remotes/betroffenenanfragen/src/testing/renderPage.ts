import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerBetroffenenanfragenTexts } from '../i18n';

/** renderPage of @vws/shared/testing with the betroffenenanfragen texts and the module's permission. */
export const renderPage = definePageRenderer({ register: registerBetroffenenanfragenTexts, permissions: ['VWS_Select'] });
export { stopFakeServer };
