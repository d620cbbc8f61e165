import { api, contractEndpoints } from '@vws/shared/core';
import { BETROFFENENANFRAGEN_ENDPOINTS as ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

const withTags = api.enhanceEndpoints({ addTagTypes: ['AnfrageList', 'Anfrage'] });

/** The data-subject request calls on the portal's one API slice, made from their contracts; names start with 'betroffenenanfragen'. */
export const betroffenenanfragenApi = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      betroffenenanfragenList: query(ENDPOINTS.list, { transformResponse: (response) => response.anfragen, providesTags: ['AnfrageList'] }),
      betroffenenanfragenDetail: query(ENDPOINTS.detail, {
        arg: (id: number) => ({ anfrageId: id }),
        providesTags: (_r, _e, id) => [{ type: 'Anfrage', id }],
      }),
      betroffenenanfragenAdd: mutation(ENDPOINTS.add, { invalidatesTags: (_r, error) => (error ? [] : ['AnfrageList']) }),
      betroffenenanfragenUpdate: mutation(ENDPOINTS.update, {
        invalidatesTags: (_r, error, body) => (error ? [] : ['AnfrageList', { type: 'Anfrage', id: body.anfrage.ID }]),
      }),
      betroffenenanfragenDelete: mutation(ENDPOINTS.delete, {
        arg: (IdAnfrage: number) => ({ IdAnfrage }),
        invalidatesTags: (_r, error) => (error ? [] : ['AnfrageList']),
      }),
      /** The processing records that can be linked (the VVT's name list call). */
      betroffenenanfragenVvtNames: query(VVT_ENDPOINTS.nameList, { transformResponse: (response) => response.verarbeitungen_name_list }),
    };
  },
});

export const {
  useBetroffenenanfragenListQuery,
  useBetroffenenanfragenDetailQuery,
  useBetroffenenanfragenAddMutation,
  useBetroffenenanfragenUpdateMutation,
  useBetroffenenanfragenDeleteMutation,
  useBetroffenenanfragenVvtNamesQuery,
} = betroffenenanfragenApi;
