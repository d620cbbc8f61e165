import { navigateTo } from '../api/config';
import { errorStatus } from '../api/errors';
import { api } from '../api/platformEndpoints';
import { resetSessionEverywhere } from '../api/slice';
import { i18n } from '../i18n';
import { showToast } from '../ui/toast/toastBus';
import { createAppAsyncThunk } from './createAppAsyncThunk';
import { sessionIdCleared } from './sessionSlice';
import { clearStoredSession } from './storedSession';

/**
 * Signs out (spec §4 Session): clears the session id, calls sign-out (a 401 is fine: the session
 * was over already; any other failure is reported), resets every store and goes to /signin.
 * Resolves with whether the server confirmed the sign-out.
 */
export const signOut = createAppAsyncThunk<{ confirmed: boolean }, void>('session/signOut', async (_, { dispatch }) => {
  // Cleared here and in the store together, so this tab does not take its own sign-out for another tab's.
  clearStoredSession();
  dispatch(sessionIdCleared());
  let confirmed = true;
  try {
    await dispatch(api.endpoints.signOut.initiate()).unwrap();
  } catch (error) {
    confirmed = false;
    if (errorStatus(error) !== 401) {
      showToast({ severity: 'error', summary: i18n.t('common:errors.title'), detail: i18n.t('common:errors.signOutFailed') });
    }
  }
  resetSessionEverywhere(dispatch);
  navigateTo('/signin');
  return { confirmed };
});
