import type { UnknownAction } from '@reduxjs/toolkit';
import type { HistoryEntity, HistoryResponse } from '../contract/history';
import { api as baseApi } from './slice';
import { listenerMiddleware } from './store';

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

/** Every mutation of the slice that succeeded, whichever module injected it. */
const isSucceededMutation = (action: UnknownAction) => action.type === `${baseApi.reducerPath}/executeMutation/fulfilled`;

/**
 * Any successful write may have changed a shown history (a record, its links, its documents): the
 * open history panel reloads through tag invalidation, without each module's mutations naming it.
 */
listenerMiddleware.startListening({
  predicate: isSucceededMutation,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(baseApi.util.invalidateTags(['History']));
  },
});
