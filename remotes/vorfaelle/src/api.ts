import { api, contractEndpoints } from '@vws/shared/core';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

const withTags = api.enhanceEndpoints({ addTagTypes: ['VorfallList', 'Vorfall'] });

/** The data-breach calls on the portal's one API slice, made from their contracts; names start with 'vorfaelle'. */
export const vorfaelleApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      vorfaelleList: query(VORFAELLE_ENDPOINTS.list, { transformResponse: (response) => response.vorfaelle, providesTags: ['VorfallList'] }),
      vorfaelleDetail: query(VORFAELLE_ENDPOINTS.detail, {
        arg: (id: number) => ({ vorfallId: id }),
        providesTags: (_r, _e, id) => [{ type: 'Vorfall', id }],
      }),
      vorfaelleAdd: mutation(VORFAELLE_ENDPOINTS.add, { invalidatesTags: (_r, error) => (error ? [] : ['VorfallList']) }),
      vorfaelleUpdate: mutation(VORFAELLE_ENDPOINTS.update, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['VorfallList', { type: 'Vorfall', id: body.vorfall.ID }]),
      }),
      vorfaelleDelete: mutation(VORFAELLE_ENDPOINTS.delete, {
        arg: (IdVorfall: number) => ({ IdVorfall }),
        invalidatesTags: (_r, error) => (error ? [] : ['VorfallList']),
      }),
      /** The processing records that can be linked (the VVT's name list call). */
      vorfaelleVvtNames: query(VVT_ENDPOINTS.nameList, { transformResponse: (response) => response.verarbeitungen_name_list }),
    };
  },
});

export const {
  useVorfaelleListQuery,
  useVorfaelleDetailQuery,
  useVorfaelleAddMutation,
  useVorfaelleUpdateMutation,
  useVorfaelleDeleteMutation,
  useVorfaelleVvtNamesQuery,
} = vorfaelleApi;
