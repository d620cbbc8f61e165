import { definePageRenderer, stopFakeServer, type FakeHandler, type FakeRequest } from '@vws/shared/testing';
import { registerAuditTexts } from '../i18n';
import { EINHEITEN, FRAGEN, frageDetail, relations, SCHUTZZIELE, TEXT_MODEL, THEMENBLOECKE } from './fixtures';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';

export const DSB_PERMISSIONS = [
  'VWS_Select',
  'VWS_Audit_Module_Access',
  'VWS_AuditFragen_View',
  'VWS_AuditFragen_Edit',
  'VWS_AuditFragen_Referenzen_Edit',
  'VWS_AuditFragen_Report_Edit',
];
export const LESER_PERMISSIONS = ['VWS_Select', 'VWS_Audit_Module_Access', 'VWS_AuditFragen_View'];

/** Answers the audit read calls from the fixtures; `override` answers first when it returns. */
export function auditApi(override?: (request: FakeRequest) => ReturnType<FakeHandler> | undefined): FakeHandler {
  return (request) => {
    const answer = override?.(request);
    if (answer) return answer;
    switch (request.path) {
      case AUDIT_ENDPOINTS.fragen.path:
        return { status: 200, body: { auditfragen: FRAGEN, textModel: TEXT_MODEL } };
      case AUDIT_ENDPOINTS.themenbloecke.path:
        return { status: 200, body: { themenbloecke: THEMENBLOECKE } };
      case AUDIT_ENDPOINTS.schutzziele.path:
        return { status: 200, body: { schutzziele: SCHUTZZIELE } };
      case AUDIT_ENDPOINTS.organisationseinheiten.path:
        return { status: 200, body: { organisationseinheiten: EINHEITEN } };
      case AUDIT_ENDPOINTS.frageDetail.path:
        return { status: 200, body: { auditfrage: frageDetail(Number(request.query.id_frage)) } };
      case AUDIT_ENDPOINTS.frageRelations.path:
        return { status: 200, body: relations(Number(request.query.id_frage)) };
      case AUDIT_ENDPOINTS.listReport.path:
        return { status: 200, body: { list: FRAGEN.map((f) => ({ ...f, Bemerkung: '' })), textModel: TEXT_MODEL } };
      default:
        return { status: 404, body: { error: 'notFound', message: request.path } };
    }
  };
}

/** renderPage of @vws/shared/testing with the audit texts and a DSB's permissions. */
export const renderPage = definePageRenderer({ register: registerAuditTexts, permissions: DSB_PERMISSIONS });
export { stopFakeServer };
