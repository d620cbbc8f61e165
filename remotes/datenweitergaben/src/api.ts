import { api, contractEndpoints } from '@vws/shared/core';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import type { DwMappingsBody } from '@vws/shared/contract/datenweitergaben';

/** Tags; 'DwLinks' is shared with the VVT detail's linked-transfers tab (same slice, no import between remotes). */
const withTags = api.enhanceEndpoints({ addTagTypes: ['DwList', 'DwRecord', 'DwLinks', 'DwReport'] });

/**
 * The data-transfer calls of spec §7 and issue 10 on the one API slice, made from their contracts
 * (@vws/shared/contract/datenweitergaben DW_ENDPOINTS); names start with 'datenweitergaben'.
 */
export const datenweitergabenApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      datenweitergabenList: query(DW_ENDPOINTS.list, { providesTags: ['DwList'] }),
      datenweitergabenReferences: query(DW_ENDPOINTS.references),
      datenweitergabenSummaryTotals: query(DW_ENDPOINTS.summaryTotals, { transformResponse: (response) => response.totals, providesTags: ['DwList'] }),
      datenweitergabenListReport: query(DW_ENDPOINTS.listReport, { providesTags: ['DwList', 'DwReport'] }),
      datenweitergabenWiedervorlage: query(DW_ENDPOINTS.wiedervorlage, { providesTags: ['DwList'] }),
      datenweitergabenFreitext: mutation(DW_ENDPOINTS.freitext, {
        arg: (text: string) => ({ text }),
        invalidatesTags: (_r, error) => (error ? [] : ['DwReport', 'DwList']),
      }),
      datenweitergabenDetail: query(DW_ENDPOINTS.detail, {
        arg: (id: number) => ({ datenweitergabeId: id }),
        providesTags: (_r, _e, id) => [{ type: 'DwRecord', id }],
      }),
      datenweitergabenAdd: mutation(DW_ENDPOINTS.add, { invalidatesTags: (_r, error) => (error ? [] : ['DwList']) }),
      datenweitergabenUpdate: mutation(DW_ENDPOINTS.update, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['DwList', 'DwLinks', { type: 'DwRecord', id: body.datenweitergabe.ID }]),
      }),
      datenweitergabenDelete: mutation(DW_ENDPOINTS.delete, {
        arg: (IdDatenweitergabe: number) => ({ IdDatenweitergabe }),
        invalidatesTags: (_r, error) => (error ? [] : ['DwList', 'DwLinks']),
      }),
      datenweitergabenDuplicate: mutation(DW_ENDPOINTS.duplicate, {
        arg: (IdDatenweitergabe: number) => ({ IdDatenweitergabe }),
        invalidatesTags: (_r, error) => (error ? [] : ['DwList']),
      }),
      datenweitergabenBulk: mutation(DW_ENDPOINTS.bulk, { invalidatesTags: (_r, error) => (error ? [] : ['DwList', 'DwRecord']) }),
      datenweitergabenMappings: query(DW_ENDPOINTS.mappings, {
        arg: (id: number) => ({ datenweitergabeId: id }),
        transformResponse: (response) => response.mappings,
        providesTags: ['DwLinks'],
      }),
      datenweitergabenMappingsSave: mutation(DW_ENDPOINTS.mappingsEdit, {
        arg: (mappings: DwMappingsBody['mappings']) => ({ mappings }),
        invalidatesTags: (_r, error) => (error ? [] : ['DwLinks']),
      }),
      /** The processing records that can be linked (the VVT's name list call, spec §7). */
      datenweitergabenVvtNames: query(VVT_ENDPOINTS.nameList, { transformResponse: (response) => response.verarbeitungen_name_list }),
    };
  },
});

export const {
  useDatenweitergabenListQuery,
  useDatenweitergabenReferencesQuery,
  useDatenweitergabenSummaryTotalsQuery,
  useDatenweitergabenListReportQuery,
  useDatenweitergabenWiedervorlageQuery,
  useDatenweitergabenFreitextMutation,
  useDatenweitergabenDetailQuery,
  useDatenweitergabenAddMutation,
  useDatenweitergabenUpdateMutation,
  useDatenweitergabenDeleteMutation,
  useDatenweitergabenDuplicateMutation,
  useDatenweitergabenBulkMutation,
  useDatenweitergabenMappingsQuery,
  useDatenweitergabenMappingsSaveMutation,
  useDatenweitergabenVvtNamesQuery,
} = datenweitergabenApi;
