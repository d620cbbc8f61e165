import { api } from '@vws/shared/core';
import {
  DW_PATHS,
  type DatenweitergabeAddBody,
  type DatenweitergabeDetail,
  type DatenweitergabenListReport,
  type DatenweitergabenResponse,
  type DatenweitergabeUpdateBody,
  type DwMapping,
  type DwMappingView,
  type DwReferences,
  type DwSummaryRow,
  type TextModel,
  type WiedervorlageResponse,
} from '@vws/shared/contract/datenweitergaben';
import { VVT_PATHS, type VerarbeitungName } from '@vws/shared/contract/vvt';

/** Tags; 'DwLinks' is shared with the VVT detail's linked-transfers tab (same slice, no import between remotes). */
const withTags = api.enhanceEndpoints({ addTagTypes: ['DwList', 'DwRecord', 'DwLinks', 'DwReport'] });

/** The data-transfer calls of spec §7 and issue 10 on the one API slice; names start with 'datenweitergaben'. */
export const datenweitergabenApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    datenweitergabenList: build.query<DatenweitergabenResponse, void>({
      query: () => DW_PATHS.list,
      providesTags: ['DwList'],
    }),
    datenweitergabenReferences: build.query<DwReferences, void>({
      query: () => DW_PATHS.references,
    }),
    datenweitergabenSummaryTotals: build.query<DwSummaryRow[], void>({
      query: () => DW_PATHS.summaryTotals,
      transformResponse: (response: { totals: DwSummaryRow[] }) => response.totals,
      providesTags: ['DwList'],
    }),
    datenweitergabenListReport: build.query<DatenweitergabenListReport, void>({
      query: () => DW_PATHS.listReport,
      providesTags: ['DwList', 'DwReport'],
    }),
    datenweitergabenWiedervorlage: build.query<WiedervorlageResponse, void>({
      query: () => DW_PATHS.wiedervorlage,
      providesTags: ['DwList'],
    }),
    datenweitergabenFreitext: build.mutation<{ textModel: TextModel }, string>({
      query: (text) => ({ url: DW_PATHS.freitext, method: 'PUT', body: { text } }),
      invalidatesTags: (_r, error) => (error ? [] : ['DwReport', 'DwList']),
    }),
    datenweitergabenDetail: build.query<DatenweitergabeDetail, number>({
      query: (id) => ({ url: DW_PATHS.detail, params: { datenweitergabeId: id } }),
      providesTags: (_r, _e, id) => [{ type: 'DwRecord', id }],
    }),
    datenweitergabenAdd: build.mutation<{ newDatenweitergabeId: number }, DatenweitergabeAddBody>({
      query: (body) => ({ url: DW_PATHS.add, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['DwList']),
    }),
    datenweitergabenUpdate: build.mutation<{ itemHasBeenChanged: boolean; Version: number }, DatenweitergabeUpdateBody>({
      query: (body) => ({ url: DW_PATHS.update, method: 'PUT', body }),
      invalidatesTags: (_r, error, body) => (error ? [] : ['DwList', 'DwLinks', { type: 'DwRecord', id: body.datenweitergabe.ID }]),
    }),
    datenweitergabenDelete: build.mutation<unknown, number>({
      query: (IdDatenweitergabe) => ({ url: DW_PATHS.delete, method: 'DELETE', body: { IdDatenweitergabe } }),
      invalidatesTags: (_r, error) => (error ? [] : ['DwList', 'DwLinks']),
    }),
    datenweitergabenMappings: build.query<DwMappingView[], number>({
      query: (id) => ({ url: DW_PATHS.mappings, params: { datenweitergabeId: id } }),
      transformResponse: (response: { mappings: DwMappingView[] }) => response.mappings,
      providesTags: ['DwLinks'],
    }),
    datenweitergabenMappingsSave: build.mutation<unknown, DwMapping[]>({
      query: (mappings) => ({ url: DW_PATHS.mappingsEdit, method: 'PUT', body: { mappings } }),
      invalidatesTags: (_r, error) => (error ? [] : ['DwLinks']),
    }),
    /** The processing records that can be linked (the VVT's name list call, spec §7). */
    datenweitergabenVvtNames: build.query<VerarbeitungName[], void>({
      query: () => VVT_PATHS.nameList,
      transformResponse: (response: { verarbeitungen_name_list: VerarbeitungName[] }) => response.verarbeitungen_name_list,
    }),
  }),
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
  useDatenweitergabenMappingsQuery,
  useDatenweitergabenMappingsSaveMutation,
  useDatenweitergabenVvtNamesQuery,
} = datenweitergabenApi;
