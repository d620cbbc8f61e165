import { navigateTo } from '../api/config';
import { errorStatus } from '../api/errors';
import { api } from '../api/platformEndpoints';
import { resetSessionEverywhere } from '../api/slice';
import { createAppAsyncThunk } from './createAppAsyncThunk';
import { sessionIdCleared } from './sessionSlice';
import { clearStoredSession } from './storedSession';

/** Where a failed sign-out lands: the sign-in page says it failed and that the session may still be open. */
export const SIGN_OUT_FAILED_PATH = '/signin?signOutFailed=1';

/**
 * Signs out (spec §4 Session): clears the session id, calls sign-out (a 401 is fine: the session
 * was over already; any other failure is reported), resets every store and goes to /signin.
 * /signin is a page of its own (a full load), so a failure is reported there, not as a toast that
 * the load would wipe: /signin?signOutFailed=1 shows the catalogue text and that the server session
 * may still be open. Resolves with whether the server confirmed the sign-out.
 */
export const signOut = createAppAsyncThunk<{ confirmed: boolean }, void>('session/signOut', async (_, { dispatch }) => {
  // Cleared here and in the store together, so this tab does not take its own sign-out for another tab's.
  clearStoredSession();
  dispatch(sessionIdCleared());
  let confirmed = true;
  let failed = false;
  try {
    await dispatch(api.endpoints.signOut.initiate()).unwrap();
  } catch (error) {
    confirmed = false;
    failed = errorStatus(error) !== 401;
  }
  resetSessionEverywhere(dispatch);
  navigateTo(failed ? SIGN_OUT_FAILED_PATH : '/signin');
  return { confirmed };
});
