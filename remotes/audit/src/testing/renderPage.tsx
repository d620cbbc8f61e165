import '../../../../packages/shared/src/api/testing/fetchPolyfill';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApiBase, createPortalStore, customerChanged, PortalToast, sessionStore } from '@vws/shared';
import { startFakeServer, type FakeHandler, type FakeRequest, type FakeServer } from '../../../../packages/shared/src/api/testing/fakeServer';
import { registerAuditTexts } from '../i18n';
import { EINHEITEN, FRAGEN, frageDetail, relations, SCHUTZZIELE, TEXT_MODEL, THEMENBLOECKE } from './fixtures';

export const DSB_PERMISSIONS = [
  'VWS_Select',
  'VWS_Audit_Module_Access',
  'VWS_AuditFragen_View',
  'VWS_AuditFragen_Edit',
  'VWS_AuditFragen_Referenzen_Edit',
  'VWS_AuditFragen_Report_Edit',
];
export const LESER_PERMISSIONS = ['VWS_Select', 'VWS_Audit_Module_Access', 'VWS_AuditFragen_View'];

let server: FakeServer | undefined;

/** Answers the audit read calls from the fixtures; `override` answers first when it returns. */
export function auditApi(override?: (request: FakeRequest) => ReturnType<FakeHandler> | undefined): FakeHandler {
  return (request) => {
    const answer = override?.(request);
    if (answer) return answer;
    switch (request.path) {
      case '/audit/auditfragen':
        return { status: 200, body: { auditfragen: FRAGEN, textModel: TEXT_MODEL } };
      case '/audit/auditfragen-themenbloecke':
        return { status: 200, body: { themenbloecke: THEMENBLOECKE } };
      case '/audit/auditfragen-schutzziele':
        return { status: 200, body: { schutzziele: SCHUTZZIELE } };
      case '/audit/auditfragen-organisationseinheiten':
        return { status: 200, body: { organisationseinheiten: EINHEITEN } };
      case '/audit/auditfrage-detail':
        return { status: 200, body: { auditfrage: frageDetail(Number(request.query.id_frage)) } };
      case '/audit/auditfragen-frage-relations':
        return { status: 200, body: relations(Number(request.query.id_frage)) };
      case '/audit/auditfragen-list-report':
        return { status: 200, body: { list: FRAGEN.map((f) => ({ ...f, Bemerkung: '' })), textModel: TEXT_MODEL } };
      default:
        return { status: 404, body: { error: 'notFound', message: request.path } };
    }
  };
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderPage(
  page: ReactElement,
  handler: FakeHandler,
  { permissions = DSB_PERMISSIONS, path = '/', initialEntry = path }: { permissions?: string[]; path?: string; initialEntry?: string } = {},
) {
  server?.restore();
  sessionStore.clearAll();
  server = startFakeServer(handler, '/api');
  configureApiBase({ baseUrl: 'http://localhost' });
  registerAuditTexts();
  const store = createPortalStore();
  store.dispatch(customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions }));
  const result = render(
    <Provider store={store}>
      <PortalToast />
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, server: server as FakeServer };
}

export function stopFakeServer(): void {
  server?.restore();
  server = undefined;
}
