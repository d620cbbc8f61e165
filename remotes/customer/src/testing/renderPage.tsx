import '../../../../packages/shared/src/api/testing/fetchPolyfill';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApiBase, createPortalStore, customerChanged, PortalToast } from '@vws/shared';
import { startFakeServer, type FakeHandler, type FakeServer } from '../../../../packages/shared/src/api/testing/fakeServer';
import { registerCustomerTexts } from '../i18n';
import type { MasterData } from '@vws/shared';

export const masterData: MasterData = {
  name: 'Muster GmbH',
  strasse_hausnummer: 'Musterstraße 1',
  plz: '80331',
  ort: 'München',
  land: 'Deutschland',
  telefon: '+49 89 123456',
  email: 'info@muster.example',
  website: 'https://www.muster.example',
  handelsregister: 'Amtsgericht München, HRB 123456',
  geschaeftsfuehrung: 'Erika Mustermann',
  verantwortlicher_name: 'Erika Mustermann',
  verantwortlicher_email: 'erika@muster.example',
  dsb_name: 'Dana Schulz',
  dsb_firma: '',
  dsb_email: 'dsb@muster.example',
  dsb_telefon: '+49 89 654321',
  aufsichtsbehoerde: 'Bayerisches Landesamt für Datenschutzaufsicht',
  Bearbeitungsdatum: '2026-03-14T09:30:00.000Z',
  Bearbeiter_User_Uid: 'u-dana',
  Version: 4,
};

let server: FakeServer | undefined;

export function renderPage(page: ReactElement, handler: FakeHandler, permissions: string[] = ['VWS_Select', 'VWS_MasterData_Edit']) {
  server?.restore();
  server = startFakeServer(handler, '/api');
  configureApiBase({ baseUrl: 'http://localhost' });
  registerCustomerTexts();
  const store = createPortalStore();
  store.dispatch(customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions }));
  const result = render(
    <Provider store={store}>
      <PortalToast />
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store, server: server as FakeServer };
}

export function stopFakeServer(): void {
  server?.restore();
  server = undefined;
}
