import { definePageRenderer, stopFakeServer, type FakeHandler, type FakeRequest } from '@vws/shared/testing';
import { registerDatenweitergabenTexts } from '../i18n';
import { detail, LIST, MAPPINGS, NAMES, REFERENCES } from './fixtures';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { COMMON_ENDPOINTS } from '@vws/shared/contract/common-endpoints';
import { COUNTRIES } from '@vws/shared/contract/countries';
import { dwFilterPredicate, type DwFilter } from '../rules/filter';

export const DSB_PERMISSIONS = [
  'VWS_Select',
  'VWS_Datenweitergaben_Module_Access',
  'VWS_Datenweitergaben_View',
  'VWS_Datenweitergaben_Edit',
  'VWS_VVTProzesse_View',
  'VWS_VVTProzesse_Mappings_Edit',
];
export const LESER_PERMISSIONS = ['VWS_Select', 'VWS_Datenweitergaben_Module_Access', 'VWS_Datenweitergaben_View', 'VWS_VVTProzesse_View'];

/** The list call as the server answers it: everything, or with rows one page filtered as the screen filters (no sorting). */
function listAnswer(query: FakeRequest['query']) {
  if (!query.rows) return { datenweitergaben_list: LIST };
  const list = (key: string) => (query[key] ? query[key].split(',') : []);
  const filter: DwFilter = {
    text: query.text ?? '',
    groups: list('groups') as DwFilter['groups'],
    rechtsgrundlagen: list('rechtsgrundlagen').map(Number),
    drittland: (query.drittland ?? 'all') as DwFilter['drittland'],
  };
  const matching = LIST.filter(dwFilterPredicate(filter));
  const rows = Number(query.rows);
  const first = (Number(query.page ?? 1) - 1) * rows;
  return { datenweitergaben_list: matching.slice(first, first + rows), matching: matching.length, total: LIST.length };
}

/** Answers the data-transfer read calls from the fixtures; `override` answers first when it returns. */
export function dwApi(override?: (request: FakeRequest) => ReturnType<FakeHandler> | undefined): FakeHandler {
  return (request) => {
    const answer = override?.(request);
    if (answer) return answer;
    const textModel = { key: 'Datenweitergaben_Freitext', text: 'Stand Q3', isModified: false, Bearbeitungsdatum: null, Bearbeiter_User_Uid: null };
    switch (request.path) {
      case DW_ENDPOINTS.list.path:
        return { status: 200, body: { ...listAnswer(request.query), textModel } };
      case DW_ENDPOINTS.references.path:
        return { status: 200, body: REFERENCES };
      case DW_ENDPOINTS.listReport.path:
        return {
          status: 200,
          body: {
            list: LIST.map((l) => ({
              ...l,
              Vertragsgegenstand: '',
              Ansprechpartner_intern: '',
              Vertragsnummer: '',
              Notwendige_Massnahmen: 'Vertrag anfordern',
              Letzte_Pruefung: null,
            })),
            textModel,
          },
        };
      case DW_ENDPOINTS.detail.path:
        return { status: 200, body: detail(Number(request.query.datenweitergabeId)) };
      case DW_ENDPOINTS.mappings.path:
        return { status: 200, body: { mappings: MAPPINGS } };
      case COMMON_ENDPOINTS.countries.path:
        return { status: 200, body: { countries: COUNTRIES } };
      case VVT_ENDPOINTS.nameList.path:
        return { status: 200, body: { verarbeitungen_name_list: NAMES } };
      default:
        return { status: 404, body: { error: 'notFound', message: request.path } };
    }
  };
}

/** renderPage of @vws/shared/testing with the datenweitergaben texts and a DSB's permissions. */
export const renderPage = definePageRenderer({ register: registerDatenweitergabenTexts, permissions: DSB_PERMISSIONS });
export { stopFakeServer };
