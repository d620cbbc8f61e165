import { api } from '@vws/shared/core';
// Paths from the constants: the start-up code of this remote carries no zod schemas.
import { VVT_PATHS, VVT_REPORT_PATHS } from '@vws/shared/contract/vvt-constants';
import type {
  FullReportType,
  VvtFullReportResponse,
  VvtImportListItem,
  VvtImportResponse,
  VvtListReportResponse,
  SdmCubeReportRow,
  VerarbeitungAddBody,
  VerarbeitungDetail,
  VerarbeitungenResponse,
  VerarbeitungName,
  VerarbeitungRelations,
  VerarbeitungRelationsBody,
  VerarbeitungUpdateBody,
  VerarbeitungUpdateResponse,
  VvtReferences,
  VvtSummaryTotals,
  ZugewiesenerBenutzer,
  TextModel,
} from '@vws/shared/contract/vvt';

/** The permission that makes a user assignable to records (spec §6, §7). */
export const ASSIGNABLE_PERMISSION = 'VWS_VVTProzesse_AssignableToProcesses';
/** The customer's users with a permission (built by the customer module; spec §7). */
export const CUSTOMER_USERS_PATH = '/meta/customer/users';

const withTags = api.enhanceEndpoints({ addTagTypes: ['VvtList', 'VvtRecord', 'VvtRelations', 'VvtReports', 'VvtUsers', 'VvtImport'] });

/** The VVT calls of spec §7 and the record calls of the VVT issue on the one API slice; names start with 'vvt'. */
export const vvtApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    vvtVerarbeitungen: build.query<VerarbeitungenResponse, void>({
      query: () => VVT_PATHS.verarbeitungen,
      providesTags: ['VvtList'],
    }),
    vvtNameList: build.query<VerarbeitungName[], void>({
      query: () => VVT_PATHS.nameList,
      transformResponse: (response: { verarbeitungen_name_list: VerarbeitungName[] }) => response.verarbeitungen_name_list,
      providesTags: ['VvtList'],
    }),
    vvtReferenzen: build.query<VvtReferences, void>({
      query: () => VVT_PATHS.referenzen,
    }),
    vvtSummaryTotals: build.query<VvtSummaryTotals, void>({
      query: () => ({ url: VVT_PATHS.summaryReport, params: { totals_only: 'true' } }),
      providesTags: ['VvtList', 'VvtReports'],
    }),
    vvtSdmCubeReport: build.query<SdmCubeReportRow[], number>({
      query: (id) => ({ url: VVT_PATHS.sdmCubeReport, params: { IdVerarbeitung: id } }),
      transformResponse: (response: { sdmCubeModel: SdmCubeReportRow[] }) => response.sdmCubeModel,
      providesTags: (_r, _e, id) => [{ type: 'VvtRecord', id }, 'VvtReports'],
    }),
    vvtDetail: build.query<VerarbeitungDetail, number>({
      query: (id) => ({ url: VVT_PATHS.detail, params: { IdVerarbeitung: id } }),
      providesTags: (_r, _e, id) => [{ type: 'VvtRecord', id }],
    }),
    vvtAdd: build.mutation<{ newVerarbeitungId: number }, VerarbeitungAddBody>({
      query: (body) => ({ url: VVT_PATHS.add, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports']),
    }),
    vvtUpdate: build.mutation<VerarbeitungUpdateResponse, VerarbeitungUpdateBody>({
      query: (body) => ({ url: VVT_PATHS.update, method: 'PUT', body }),
      invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', 'VvtRelations', { type: 'VvtRecord', id: body.verarbeitung.ID }]),
    }),
    vvtDelete: build.mutation<unknown, number>({
      query: (IdVerarbeitung) => ({ url: VVT_PATHS.delete, method: 'DELETE', body: { IdVerarbeitung } }),
      invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports', 'VvtRelations']),
    }),
    vvtRelations: build.query<VerarbeitungRelations, number>({
      query: (id) => ({ url: VVT_PATHS.relations, params: { IdVerarbeitung: id } }),
      providesTags: (_r, _e, id) => [{ type: 'VvtRelations', id }],
    }),
    vvtRelationsSave: build.mutation<unknown, VerarbeitungRelationsBody>({
      query: (body) => ({ url: VVT_PATHS.relationsEdit, method: 'PUT', body }),
      // Relations of the other records change too (their parents, children and indirect ones).
      invalidatesTags: (_r, error) => (error ? [] : ['VvtRelations']),
    }),
    vvtZuweisungen: build.mutation<{ zugewieseneBenutzer: ZugewiesenerBenutzer[] }, { IdVerarbeitung: number; userUids: string[] }>({
      query: (body) => ({ url: VVT_PATHS.zuweisungen, method: 'PUT', body }),
      invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', { type: 'VvtRecord', id: body.IdVerarbeitung }]),
    }),
    vvtBereitZurPruefung: build.mutation<{ isBereitZurPruefungDSB: boolean }, { IdVerarbeitung: number; value: boolean }>({
      query: (body) => ({ url: VVT_PATHS.bereitZurPruefung, method: 'PUT', body }),
      invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', { type: 'VvtRecord', id: body.IdVerarbeitung }]),
    }),
    vvtFreitext: build.mutation<{ textModel: TextModel }, string>({
      query: (text) => ({ url: VVT_PATHS.freitext, method: 'PUT', body: { text } }),
      invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports']),
    }),
    vvtListReport: build.query<VvtListReportResponse, void>({
      query: () => VVT_REPORT_PATHS.listReport,
      providesTags: ['VvtList', 'VvtReports'],
    }),
    vvtFullReport: build.query<VvtFullReportResponse, FullReportType>({
      query: (fullReportType) => ({ url: VVT_REPORT_PATHS.fullReport, params: { fullReportType } }),
      providesTags: ['VvtList', 'VvtReports', 'VvtRecord', 'VvtRelations'],
    }),
    vvtImportList: build.query<VvtImportListItem[], void>({
      query: () => VVT_REPORT_PATHS.importList,
      transformResponse: (response: { verarbeitungen: VvtImportListItem[] }) => response.verarbeitungen,
      providesTags: ['VvtImport'],
    }),
    /** After an import the import list and every processing cache are refreshed (spec §4). */
    vvtImport: build.mutation<VvtImportResponse, number[]>({
      query: (verarbeitungenIds) => ({ url: VVT_REPORT_PATHS.import, method: 'POST', body: { verarbeitungenIds } }),
      invalidatesTags: (_r, error) => (error ? [] : ['VvtImport', 'VvtList', 'VvtReports', 'VvtRecord', 'VvtRelations']),
    }),
    vvtAssignableUsers: build.query<ZugewiesenerBenutzer[], void>({
      query: () => ({ url: CUSTOMER_USERS_PATH, params: { permission: ASSIGNABLE_PERMISSION } }),
      transformResponse: (response: { userList: ZugewiesenerBenutzer[] }) => response.userList,
      providesTags: ['VvtUsers'],
    }),
  }),
});

export const {
  useVvtVerarbeitungenQuery,
  useVvtNameListQuery,
  useVvtReferenzenQuery,
  useVvtSummaryTotalsQuery,
  useVvtSdmCubeReportQuery,
  useVvtDetailQuery,
  useVvtAddMutation,
  useVvtUpdateMutation,
  useVvtDeleteMutation,
  useVvtRelationsQuery,
  useVvtRelationsSaveMutation,
  useVvtZuweisungenMutation,
  useVvtBereitZurPruefungMutation,
  useVvtFreitextMutation,
  useVvtAssignableUsersQuery,
  useVvtListReportQuery,
  useVvtFullReportQuery,
  useVvtImportListQuery,
  useVvtImportMutation,
} = vvtApi;
