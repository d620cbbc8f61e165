import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerBetroffenenanfragenTexts } from '../i18n';

export const DSB_PERMISSIONS = [
  'VWS_Select',
  'VWS_Betroffenenanfragen_Module_Access',
  'VWS_Betroffenenanfragen_View',
  'VWS_Betroffenenanfragen_Edit',
  'VWS_VVTProzesse_View',
];

/** renderPage of @vws/shared/testing with the betroffenenanfragen texts and a DSB's permissions. */
export const renderPage = definePageRenderer({ register: registerBetroffenenanfragenTexts, permissions: DSB_PERMISSIONS });
export { stopFakeServer };
