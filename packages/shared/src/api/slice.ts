import { createApi } from '@reduxjs/toolkit/query/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { navigateTo } from './config';
import { rawBaseQuery } from './rawBaseQuery';
import { withReauth } from './reauth';
import { sessionReset } from '../session/actions';
import { clearStoredSession } from '../session/storedSession';
import { sessionStore } from '../session/sessionStore';
import { showToast } from '../ui/toast/toastBus';
import { i18n } from '../i18n';

/**
 * Tag types of the platform calls plus the ones the domain remotes are expected to use; a remote
 * may add more with api.enhanceEndpoints({ addTagTypes }).
 */
export const API_TAG_TYPES = [
  'Customers',
  'Permissions',
  'Profile',
  'MasterData',
  'Roles',
  'Translations',
  'Users',
  'Invitations',
  'History',
  'DashboardWidget',
  'Aufgaben',
] as const;

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Ends the session on this page: forgets the stored session and the tab's stores, returns every
 * slice to its initial state and drops every cached answer.
 */
export function resetSessionEverywhere(dispatch: AnyDispatch): void {
  clearStoredSession();
  sessionStore.clearAll();
  dispatch(sessionReset());
  dispatch(api.util.resetApiState());
}

/** Several calls failing at once must not stack identical toasts. */
const NETWORK_TOAST_QUIET_MS = 3000;
let lastNetworkToastAt = 0;

function showNetworkErrorToast(): void {
  const now = Date.now();
  if (now - lastNetworkToastAt < NETWORK_TOAST_QUIET_MS) return;
  lastNetworkToastAt = now;
  showToast({
    severity: 'error',
    summary: i18n.t('common:errors.networkTitle'),
    detail: i18n.t('common:errors.network'),
  });
}

/** For tests: let the next network failure show its toast again. */
export function resetNetworkToastThrottleForTests(): void {
  lastNetworkToastAt = 0;
}

/** The base query of the portal (DESIGN.md §4, spec §4 Session, §7, §8). */
export const baseQuery = withReauth(rawBaseQuery, {
  onSessionExpired: (bqApi) => {
    resetSessionEverywhere(bqApi.dispatch as AnyDispatch);
    navigateTo('/signin');
  },
  onNetworkError: showNetworkErrorToast,
});

/**
 * The one RTK Query slice of the portal. Remotes add their endpoints with
 * api.injectEndpoints({ endpoints, overrideExisting: 'throw' }), names prefixed with the domain.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
