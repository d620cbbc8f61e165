import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from './slice';
import { listenerMiddleware } from './store';

type TagType = Parameters<typeof api.util.invalidateTags>[0][number];

/** Every mutation of the slice that succeeded, whichever module injected it. */
const isSucceededMutation = (action: UnknownAction) => action.type === `${api.reducerPath}/executeMutation/fulfilled`;

/**
 * Data that any module's write may change (a change history, a dashboard widget's figures) is
 * reloaded after every successful mutation through tag invalidation, so no module's mutations
 * need to know it exists.
 */
export function reloadAfterEveryWrite(tag: TagType): void {
  listenerMiddleware.startListening({
    predicate: isSucceededMutation,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags([tag]));
    },
  });
}
