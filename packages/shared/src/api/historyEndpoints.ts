import { COMMON_ENDPOINTS } from '../contract/common-endpoints';
import type { HistoryEntity } from '../contract/history';
import { contractEndpoints } from './contractEndpoints';
import { api as baseApi } from './slice';
import { reloadAfterEveryWrite } from './reloadAfterEveryWrite';

export interface HistoryArgs {
  entity: HistoryEntity;
  id: number | string;
}

/** GET /common/history (issue 13): the change history of one record, newest first (COMMON_ENDPOINTS.history). */
export const historyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query } = contractEndpoints(build);
    return {
      getHistory: query(COMMON_ENDPOINTS.history, {
        arg: ({ entity, id }: HistoryArgs) => ({ entity, id: String(id) }),
        providesTags: (_r, _e, { entity, id }) => [{ type: 'History', id: `${entity}:${id}` }, 'History'],
      }),
    };
  },
});

export const { useGetHistoryQuery } = historyApi;

/**
 * Any successful write may have changed a shown history (a record, its links, its documents): the
 * open history panel reloads, without each module's mutations naming it.
 */
reloadAfterEveryWrite('History');
