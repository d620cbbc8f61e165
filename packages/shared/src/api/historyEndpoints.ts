import type { HistoryEntity, HistoryResponse } from '../contract/history';
import { api as baseApi } from './slice';
import { reloadAfterEveryWrite } from './reloadAfterEveryWrite';

export interface HistoryArgs {
  entity: HistoryEntity;
  id: number | string;
}

/** GET /common/history (issue 13): the change history of one record, newest first. */
export const historyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getHistory: build.query<HistoryResponse, HistoryArgs>({
      query: ({ entity, id }) => ({ url: '/common/history', params: { entity, id: String(id) } }),
      providesTags: (_r, _e, { entity, id }) => [{ type: 'History', id: `${entity}:${id}` }, 'History'],
    }),
  }),
});

export const { useGetHistoryQuery } = historyApi;

/**
 * Any successful write may have changed a shown history (a record, its links, its documents): the
 * open history panel reloads, without each module's mutations naming it.
 */
reloadAfterEveryWrite('History');
