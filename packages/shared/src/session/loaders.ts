import { api } from '../api/platformEndpoints';
import type { AppDispatch, RootState } from '../api/store';
import type { Customer } from '../api/types';
import { mergeServerTranslations } from '../i18n';
import { customersFailed, customersLoaded, profileLoaded, profilePermissionsLoaded } from './sessionSlice';

/**
 * The loads that sign-in, start-up and session takeover share. Each one tolerates failure the way
 * spec §4/§6/§8 asks, so a failing call never stops the app from rendering.
 */

const fresh = { subscribe: false, forceRefetch: true } as const;

/** Server overrides of the texts; public, so it also runs before sign-in. */
export async function loadTranslations(dispatch: AppDispatch): Promise<void> {
  try {
    const translations = await dispatch(api.endpoints.getTranslations.initiate(undefined, fresh)).unwrap();
    mergeServerTranslations(translations);
  } catch {
    // The bundled texts stay in place.
  }
}

/** The customer list; failure clears the selection (spec §8). */
export async function loadCustomers(dispatch: AppDispatch): Promise<Customer[] | null> {
  try {
    const { customers } = await dispatch(api.endpoints.getCustomers.initiate(undefined, fresh)).unwrap();
    dispatch(customersLoaded(customers));
    return customers;
  } catch {
    dispatch(customersFailed());
    return null;
  }
}

/** META_* and USER_DENY_* of the profile; failure gives an empty list (spec §6). */
export async function loadProfilePermissions(dispatch: AppDispatch): Promise<void> {
  try {
    const { permissions } = await dispatch(api.endpoints.getUserProfilePermissions.initiate(undefined, fresh)).unwrap();
    dispatch(profilePermissionsLoaded(permissions));
  } catch {
    dispatch(profilePermissionsLoaded([]));
  }
}

/** The user's profile; the stored user model stays if it cannot be loaded. */
export async function loadProfile(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  try {
    const { userprofiledata } = await dispatch(api.endpoints.getUserProfile.initiate(undefined, fresh)).unwrap();
    if (getState().session.user) dispatch(profileLoaded(userprofiledata));
  } catch {
    // A 401 has already ended the session in the base query; anything else keeps what we know.
  }
}
