import type { MasterData } from '@vws/shared/core';
import { definePageRenderer, stopFakeServer } from '@vws/shared/testing';
import { registerCustomerTexts } from '../i18n';

export const masterData: MasterData = {
  name: 'Muster GmbH',
  strasse_hausnummer: 'Musterstraße 1',
  plz: '80331',
  ort: 'München',
  land: 'Deutschland',
  oeffentliche_stelle: false,
  telefon: '+49 89 123456',
  email: 'info@muster.example',
  website: 'https://www.muster.example',
  handelsregister: 'Amtsgericht München, HRB 123456',
  geschaeftsfuehrung: 'Erika Mustermann',
  verantwortlicher_name: 'Erika Mustermann',
  verantwortlicher_email: 'erika@muster.example',
  vertreter_name: '',
  vertreter_anschrift: '',
  vertreter_email: '',
  vertreter_telefon: '',
  dsb_name: 'Dana Schulz',
  dsb_firma: '',
  dsb_email: 'dsb@muster.example',
  dsb_telefon: '+49 89 654321',
  aufsichtsbehoerde: 'Bayerisches Landesamt für Datenschutzaufsicht',
  Bearbeitungsdatum: '2026-03-14T09:30:00.000Z',
  Bearbeiter_User_Uid: 'u-dana',
  Version: 4,
};

/** renderPage of @vws/shared/testing with the customer texts and master-data rights. */
export const renderPage = definePageRenderer({ register: registerCustomerTexts, permissions: ['VWS_Select', 'VWS_MasterData_Edit'] });
export { stopFakeServer };
