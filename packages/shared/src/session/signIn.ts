import { api } from '../api/platformEndpoints';
import type { UserModel } from '../api/types';
import { createAppAsyncThunk, toSessionCallError } from './createAppAsyncThunk';
import { loadSignedInData } from './loadSignedInData';
import type { CurrentCustomer } from './sessionSlice';
import { sessionStarted } from './sessionSlice';
import { sessionStore } from './sessionStore';
import { deriveSessionId, writeStoredSession } from './storedSession';

export interface SignInResult {
  user: UserModel;
  /** The auto-selected customer, null when none could be chosen (the shell shows /customers). */
  customer: CurrentCustomer | null;
}

/**
 * Signs in (spec §4 Session): stores the user model, derives the session id (so other tabs notice),
 * loads texts, customers and profile permissions and auto-selects the customer. Rejects with the
 * server's answer (401 invalidCredentials, 423 signInLocked with minutes, 429 requestLimitReached).
 */
export const signIn = createAppAsyncThunk<SignInResult, { email: string; password: string }>(
  'session/signIn',
  async (credentials, { dispatch, getState, rejectWithValue }) => {
    let user: UserModel;
    try {
      user = (await dispatch(api.endpoints.signIn.initiate(credentials)).unwrap()).usermodel;
    } catch (error) {
      return rejectWithValue(toSessionCallError(error));
    }
    // Nothing of a previous user may survive into this session.
    sessionStore.clearAll();
    dispatch(api.util.resetApiState());
    // Stored and started together, so this tab never mistakes its own sign-in for another tab's.
    const sessionId = deriveSessionId(user);
    writeStoredSession({ sessionId, user });
    dispatch(sessionStarted({ user, sessionId }));

    await loadSignedInData(dispatch, getState, { reloadProfile: false });
    return { user, customer: getState().session.currentCustomer };
  },
);
