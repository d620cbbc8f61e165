import { api, contractEndpoints } from '@vws/shared/core';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import type { FullReportArgs } from './rules/reportFilter';

/** The permission that makes a user assignable to records (spec §6, §7). */
export const ASSIGNABLE_PERMISSION = 'VWS_VVTProzesse_AssignableToProcesses';

// 'DwLinks': the links between records and data transfers (either side's save invalidates it); the register check reads them.
const withTags = api.enhanceEndpoints({ addTagTypes: ['VvtList', 'VvtRecord', 'VvtRelations', 'VvtReports', 'VvtUsers', 'VvtImport', 'DwLinks'] });

/**
 * The VVT calls of spec §7 and the record calls of the VVT issue on the one API slice, made from
 * their contracts (@vws/shared/contract/vvt VVT_ENDPOINTS); names start with 'vvt'.
 */
export const vvtApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      vvtVerarbeitungen: query(VVT_ENDPOINTS.verarbeitungen, { providesTags: ['VvtList'] }),
      vvtNameList: query(VVT_ENDPOINTS.nameList, { transformResponse: (response) => response.verarbeitungen_name_list, providesTags: ['VvtList'] }),
      vvtGruppen: query(VVT_ENDPOINTS.gruppen, { transformResponse: (response) => response.gruppen, providesTags: ['VvtList'] }),
      vvtReferenzen: query(VVT_ENDPOINTS.referenzen),
      vvtSummaryTotals: query(VVT_ENDPOINTS.summaryReport, { arg: (_: void) => ({ totals_only: 'true' as const }), providesTags: ['VvtList', 'VvtReports'] }),
      vvtSdmCubeReport: query(VVT_ENDPOINTS.sdmCubeReport, {
        arg: (id: number) => ({ IdVerarbeitung: id }),
        transformResponse: (response) => response.sdmCubeModel,
        providesTags: (_r, _e, id) => [{ type: 'VvtRecord', id }, 'VvtReports'],
      }),
      vvtDetail: query(VVT_ENDPOINTS.detail, {
        arg: (id: number) => ({ IdVerarbeitung: id }),
        providesTags: (_r, _e, id) => [{ type: 'VvtRecord', id }],
      }),
      vvtAdd: mutation(VVT_ENDPOINTS.add, { invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports']) }),
      vvtUpdate: mutation(VVT_ENDPOINTS.update, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', 'VvtRelations', { type: 'VvtRecord', id: body.verarbeitung.ID }]),
      }),
      vvtDelete: mutation(VVT_ENDPOINTS.delete, {
        arg: (IdVerarbeitung: number) => ({ IdVerarbeitung }),
        invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports', 'VvtRelations']),
      }),
      vvtDuplicate: mutation(VVT_ENDPOINTS.duplicate, {
        arg: (IdVerarbeitung: number) => ({ IdVerarbeitung }),
        invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports']),
      }),
      vvtBulk: mutation(VVT_ENDPOINTS.bulk, { invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports', 'VvtRecord']) }),
      vvtRelations: query(VVT_ENDPOINTS.relations, {
        arg: (id: number) => ({ IdVerarbeitung: id }),
        providesTags: (_r, _e, id) => [{ type: 'VvtRelations', id }],
      }),
      // Relations of the other records change too (their parents, children and indirect ones).
      vvtRelationsSave: mutation(VVT_ENDPOINTS.relationsEdit, { invalidatesTags: (_r, error) => (error ? [] : ['VvtRelations']) }),
      vvtZuweisungen: mutation(VVT_ENDPOINTS.zuweisungen, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', { type: 'VvtRecord', id: body.IdVerarbeitung }]),
      }),
      vvtBereitZurPruefung: mutation(VVT_ENDPOINTS.bereitZurPruefung, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', { type: 'VvtRecord', id: body.IdVerarbeitung }]),
      }),
      /** What the authority would miss in one record (issue 23): read again after a save of the record. */
      vvtCompleteness: query(VVT_ENDPOINTS.completeness, {
        arg: (id: number) => ({ IdVerarbeitung: id }),
        transformResponse: (response) => response.findings,
        providesTags: (_r, _e, id) => [{ type: 'VvtRecord', id }, 'DwLinks'],
      }),
      /** The register check of a level (0: every level), one call for a whole list. */
      vvtRegisterCompleteness: query(VVT_ENDPOINTS.registerCompleteness, {
        arg: (ebene: number) => ({ SDM_Ebene_Nr: ebene }),
        providesTags: ['VvtList', 'DwLinks'],
      }),
      /** The DPO's decision: the record's review, the lists (pending) and the reports change. */
      vvtReview: mutation(VVT_ENDPOINTS.review, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['VvtList', 'VvtReports', { type: 'VvtRecord', id: body.IdVerarbeitung }]),
      }),
      vvtFreitext: mutation(VVT_ENDPOINTS.freitext, {
        arg: (text: string) => ({ text }),
        invalidatesTags: (_r, error) => (error ? [] : ['VvtList', 'VvtReports']),
      }),
      vvtListReport: query(VVT_ENDPOINTS.listReport, { providesTags: ['VvtList', 'VvtReports'] }),
      vvtFullReport: query(VVT_ENDPOINTS.fullReport, {
        arg: (args: FullReportArgs) => args,
        providesTags: ['VvtList', 'VvtReports', 'VvtRecord', 'VvtRelations'],
      }),
      vvtImportList: query(VVT_ENDPOINTS.importList, { transformResponse: (response) => response.verarbeitungen, providesTags: ['VvtImport'] }),
      /** After an import the import list and every processing cache are refreshed (spec §4). */
      vvtImport: mutation(VVT_ENDPOINTS.import, {
        arg: (verarbeitungenIds: number[]) => ({ verarbeitungenIds }),
        invalidatesTags: (_r, error) => (error ? [] : ['VvtImport', 'VvtList', 'VvtReports', 'VvtRecord', 'VvtRelations']),
      }),
      /** The customer's users who may be assigned to records (the customer module's call, spec §7). */
      vvtAssignableUsers: query(CUSTOMER_ENDPOINTS.users, {
        arg: (_: void) => ({ permission: ASSIGNABLE_PERMISSION }) as const,
        transformResponse: (response) => response.userList,
        providesTags: ['VvtUsers'],
      }),
    };
  },
});

export const {
  useVvtVerarbeitungenQuery,
  useVvtNameListQuery,
  useVvtGruppenQuery,
  useVvtReferenzenQuery,
  useVvtSummaryTotalsQuery,
  useVvtSdmCubeReportQuery,
  useVvtDetailQuery,
  useVvtAddMutation,
  useVvtUpdateMutation,
  useVvtDeleteMutation,
  useVvtDuplicateMutation,
  useVvtBulkMutation,
  useVvtRelationsQuery,
  useVvtRelationsSaveMutation,
  useVvtZuweisungenMutation,
  useVvtBereitZurPruefungMutation,
  useVvtFreitextMutation,
  useVvtCompletenessQuery,
  useVvtRegisterCompletenessQuery,
  useVvtReviewMutation,
  useVvtAssignableUsersQuery,
  useVvtListReportQuery,
  useVvtFullReportQuery,
  useVvtImportListQuery,
  useVvtImportMutation,
} = vvtApi;
