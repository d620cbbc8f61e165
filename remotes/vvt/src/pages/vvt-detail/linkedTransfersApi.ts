import { api, contractEndpoints } from '@vws/shared/core';
import { createMappingStaging } from '@vws/shared/edit';
import { DW_ENDPOINTS, type DwMapping, type DwMappingView } from '@vws/shared/contract/datenweitergaben';

/**
 * The data transfers linked to a processing record (spec §3 "plus linked data transfers"), with the
 * staging of spec §4, through the one API slice: the data-transfer remote is not imported. The tag
 * 'DwLinks' is the one the data-transfer detail invalidates, so both sides show the same links.
 */
export const linksApi = api.enhanceEndpoints({ addTagTypes: ['DwLinks'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      vvtDatenweitergaben: query(DW_ENDPOINTS.vvtMappings, {
        arg: (id: number) => ({ IdVerarbeitung: id }),
        transformResponse: (response) => response.mappings,
        providesTags: ['DwLinks'],
      }),
      vvtDatenweitergabenSave: mutation(DW_ENDPOINTS.vvtMappingsEdit, {
        arg: (mappings: DwMapping[]) => ({ mappings }),
        invalidatesTags: (_r, error) => (error ? [] : ['DwLinks']),
      }),
      vvtDatenweitergabenBasicFields: query(DW_ENDPOINTS.basicFields, { transformResponse: (response) => response.datenweitergaben_list_basic_fields }),
    };
  },
});

/** One link per transfer of this record. */
export const transferLinkStaging = createMappingStaging<DwMappingView>((row) => row.ID_Datenweitergabe);
