import { api } from '../api/platformEndpoints';
import { resetSessionEverywhere } from '../api/slice';
import { createAppAsyncThunk } from './createAppAsyncThunk';
import { loadSignedInData } from './loadSignedInData';
import { sessionStarted } from './sessionSlice';
import { sessionStore } from './sessionStore';
import { hasSessionChangedElsewhere, readStoredSession } from './storedSession';

/** True when another tab signed in or out since this tab's session began (spec §4 Session). */
export function isSessionTakeoverNeeded(currentSessionId: string | null): boolean {
  return hasSessionChangedElsewhere(currentSessionId);
}

/**
 * Takes over the session another tab started: adopts its user and session id, reloads profile
 * and customer list with a fresh cache. Resolves with whether someone is signed in afterwards; the
 * shell then goes to /customers?userHasChanged=1 (or /signin when the other tab signed out).
 */
export const takeOverSession = createAppAsyncThunk<{ signedIn: boolean }, void>('session/takeOver', async (_, { dispatch, getState }) => {
  const stored = readStoredSession();
  if (!stored) {
    resetSessionEverywhere(dispatch);
    return { signedIn: false };
  }
  sessionStore.clearAll();
  dispatch(api.util.resetApiState());
  dispatch(sessionStarted(stored));
  await loadSignedInData(dispatch, getState, { reloadProfile: true });
  return { signedIn: getState().session.user !== null };
});
