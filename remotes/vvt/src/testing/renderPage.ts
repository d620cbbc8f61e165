import { definePageRenderer, stopFakeServer, type FakeHandler, type FakeRequest } from '@vws/shared/testing';
import { registerVvtPageTexts, registerVvtTexts } from '../i18n';
import { detail, LIST, REFERENCES, registerCompleteness, RELATIONS } from './fixtures';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { VVT_ENDPOINTS, VVT_STATUS_IDS, type VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { sortRows, type ListSortOrder } from '@vws/shared/core';
import { befundMap } from '../rules/completeness';
import { applyVvtFilter, type VvtFilter } from '../rules/filter';
import { ownerOf } from '../pages/vvt-list/useVvtListColumns';

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

const befunde = befundMap(registerCompleteness(0).records);

/**
 * The list call as the server answers it: everything, or with rows one page filtered and sorted as
 * the screen does, each row with its completeness, the counts and the matching ids.
 */
export function vvtListAnswer(query: FakeRequest['query'], list: readonly VerarbeitungListItem[] = LIST) {
  const textModel = { text: '', isModified: false };
  if (!query.rows) return { verarbeitungen: list, textModel };
  const status = query.status === undefined ? VVT_STATUS_IDS.map(() => true) : VVT_STATUS_IDS.map((id) => query.status!.split(',').includes(String(id)));
  const filter: VvtFilter = {
    gruppe: query.gruppe ?? '',
    text: query.text ?? '',
    verantwortlich: query.verantwortlich ?? '',
    ebene: Number(query.ebene ?? query.register ?? 0),
    status,
    nurZurPruefungDSB: query.nurZurPruefungDSB === '1',
    nurZugeordnet: query.nurZugeordnet === '1',
    befund: (query.befund ?? '') as VvtFilter['befund'],
  };
  const rows = list.map((item) => ({ ...item, befund: befunde.get(item.ID) }));
  const order: ListSortOrder = query.sortOrder === '-1' ? -1 : query.sortOrder === '1' ? 1 : 0;
  const matching = sortRows(applyVvtFilter(rows, filter), query.sortField ?? null, order, query.sortField === 'Verantwortlich' ? ownerOf : undefined);
  const size = Number(query.rows);
  const first = (Number(query.page ?? 1) - 1) * size;
  const total = rows.filter((item) => !query.register || item.SDM_Ebene_Nr === Number(query.register)).length;
  return { verarbeitungen: matching.slice(first, first + size), textModel, matching: matching.length, total, ids: matching.map((item) => item.ID) };
}

/** Answers the VVT read calls from the fixtures; `override` answers first when it returns. */
export function vvtApi(override?: (request: FakeRequest) => ReturnType<FakeHandler> | undefined): FakeHandler {
  return (request) => {
    const answer = override?.(request);
    if (answer) return answer;
    switch (request.path) {
      case VVT_ENDPOINTS.verarbeitungen.path:
        return { status: 200, body: vvtListAnswer(request.query) };
      case VVT_ENDPOINTS.referenzen.path:
        return { status: 200, body: REFERENCES };
      case VVT_ENDPOINTS.nameList.path:
        return { status: 200, body: { verarbeitungen_name_list: LIST.map(({ ID, SDM_Ebene_Nr, Nummer, Name }) => ({ ID, SDM_Ebene_Nr, Nummer, Name })) } };
      case VVT_ENDPOINTS.gruppen.path:
        return {
          status: 200,
          body: { gruppen: [...new Set(LIST.map((item) => item.Gruppe.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'de')) },
        };
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

/** renderPage of @vws/shared/testing with the vvt texts (both parts, as a page beyond the lists has them) and a DSB's permissions. */
export const renderPage = definePageRenderer({
  register: async () => {
    await Promise.all([registerVvtTexts(), registerVvtPageTexts()]);
  },
  permissions: DSB_PERMISSIONS,
});
/** renderPage for a list page: only the texts the lists start with (i18n/index.ts), so a list text in the `pages` part fails its test. */
export const renderListPage = definePageRenderer({ register: registerVvtTexts, permissions: DSB_PERMISSIONS });
export { stopFakeServer };
