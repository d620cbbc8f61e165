import { createAppAsyncThunk } from './createAppAsyncThunk';
import { loadSignedInData } from './loadSignedInData';
import { loadTranslations } from './loaders';

/**
 * Start-up loading (spec §4 Session, §7): the texts, and for a signed-in user the profile,
 * permissions and customers with auto-selection. Never rejects: if loading fails, the app still
 * renders.
 */
export const loadStartup = createAppAsyncThunk<void, void>('session/startup', async (_, { dispatch, getState }) => {
  try {
    if (getState().session.user) await loadSignedInData(dispatch, getState, { reloadProfile: true });
    else await loadTranslations(dispatch);
  } catch {
    // Rendering goes on with whatever has loaded.
  }
});

/** The retry of a failed customer list (spec §8): the list again, with the customer auto-selection of §4. */
export const reloadCustomers = createAppAsyncThunk<void, void>('session/reloadCustomers', async (_, { dispatch, getState }) => {
  await loadSignedInData(dispatch, getState, { reloadProfile: false });
});
