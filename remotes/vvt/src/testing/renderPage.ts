import { definePageRenderer, stopFakeServer, type FakeHandler, type FakeRequest } from '@vws/shared/testing';
import { registerVvtTexts } from '../i18n';
import { detail, LIST, REFERENCES, registerCompleteness, RELATIONS } from './fixtures';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

export const DSB_PERMISSIONS = [
  'VWS_Select',
  'VWS_VVT_Module_Access',
  'VWS_VVTProzesse_View',
  'VWS_VVTProzesse_Edit',
  'VWS_VVTProzesse_Add',
  'VWS_VVTProzesse_Delete',
  'VWS_VVTProzesse_WriteProtectedFields',
  'VWS_VVTProzesse_Mappings_Edit',
  'VWS_VVTProzesse_UserAssignments_Edit',
  'computed_canViewAllOrAssignedProcesses',
];
export const BEARBEITER_PERMISSIONS = [
  'VWS_Select',
  'VWS_VVT_Module_Access',
  'VWS_VVTProzesse_View',
  'VWS_VVTProzesse_Edit',
  'VWS_VVTProzesse_Add',
  'VWS_VVTProzesse_Mappings_Edit',
];
export const LESER_PERMISSIONS = ['VWS_Select', 'VWS_VVT_Module_Access', 'VWS_VVTProzesse_View'];

/** Answers the VVT read calls from the fixtures; `override` answers first when it returns. */
export function vvtApi(override?: (request: FakeRequest) => ReturnType<FakeHandler> | undefined): FakeHandler {
  return (request) => {
    const answer = override?.(request);
    if (answer) return answer;
    switch (request.path) {
      case VVT_ENDPOINTS.verarbeitungen.path:
        return { status: 200, body: { verarbeitungen: LIST, textModel: { text: '', isModified: false } } };
      case VVT_ENDPOINTS.referenzen.path:
        return { status: 200, body: REFERENCES };
      case VVT_ENDPOINTS.nameList.path:
        return { status: 200, body: { verarbeitungen_name_list: LIST.map(({ ID, SDM_Ebene_Nr, Nummer, Name }) => ({ ID, SDM_Ebene_Nr, Nummer, Name })) } };
      case VVT_ENDPOINTS.detail.path:
        return { status: 200, body: detail(Number(request.query.IdVerarbeitung)) };
      case VVT_ENDPOINTS.registerCompleteness.path:
        return { status: 200, body: registerCompleteness(Number(request.query.SDM_Ebene_Nr ?? 1)) };
      case VVT_ENDPOINTS.completeness.path:
        return { status: 200, body: { findings: [] } };
      case VVT_ENDPOINTS.relations.path:
        return { status: 200, body: RELATIONS };
      case VVT_ENDPOINTS.sdmCubeReport.path:
        return { status: 200, body: { sdmCubeModel: [{ ID_Schutzziel: 1, ID_Prozessschritt: 1, ID_Status: 3, ID_Risikostufe: 3 }] } };
      case CUSTOMER_ENDPOINTS.users.path:
        return { status: 200, body: { userList: [{ user_uid: '00000000-0000-4000-8000-000000000001', firstname: 'Max', lastname: 'Becker' }] } };
      default:
        return { status: 404, body: { error: 'notFound', message: request.path } };
    }
  };
}

/** renderPage of @vws/shared/testing with the vvt texts and a DSB's permissions. */
export const renderPage = definePageRenderer({ register: registerVvtTexts, permissions: DSB_PERMISSIONS });
export { stopFakeServer };
