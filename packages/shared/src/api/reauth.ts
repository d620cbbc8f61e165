import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { AUTH_ENDPOINTS } from '../contract/auth-endpoints';
import { requestOf } from '../contract/endpoint';
import { refreshAcrossTabs } from './crossTabRefresh';
import type { PortalBaseQuery } from './rawBaseQuery';

export const SIGN_IN_URL = AUTH_ENDPOINTS.signIn.path;
export const TOKEN_REFRESH_URL = AUTH_ENDPOINTS.tokenRefresh.path;
export const REFRESH_POLL_MS = 100;

export interface ReauthOptions {
  /** The refresh returned 401: the session is over (reset state, go to /signin). */
  onSessionExpired: (api: BaseQueryApi) => void;
  /** The request never reached the server. */
  onNetworkError: (api: BaseQueryApi) => void;
}

function urlOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? args : args.url).split('?')[0];
}

/** Calls whose 401 means "wrong credentials" or "refresh token gone", not "access token expired". */
function isAuthCall(args: string | FetchArgs): boolean {
  const url = urlOf(args);
  return url.endsWith(SIGN_IN_URL) || url.endsWith(TOKEN_REFRESH_URL);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

/**
 * Module-level so that every request of this page shares one refresh (spec §4 Session): the first
 * 401 starts it, later ones poll every 100 ms until it has finished and then retry once.
 */
let refreshInFlight = false;
let lastOutcome: RefreshOutcome = 'refreshed';
/** Calls of this wrapper that have not returned yet. */
let activeCalls = 0;
/**
 * The refresh was refused; the session ends once every running call has returned, so that each
 * caller still receives its 401 (RTK Query drops answers that arrive after resetApiState).
 */
let pendingExpiry: (() => void) | null = null;

/** Longest wait for running calls before the session is reset anyway. */
export const EXPIRY_MAX_WAIT_MS = 2000;

function runPendingExpiry(): void {
  const expire = pendingExpiry;
  pendingExpiry = null;
  expire?.();
}

export function isRefreshInFlight(): boolean {
  return refreshInFlight;
}

/** For tests: forget a refresh that a previous test left behind. */
export function resetRefreshStateForTests(): void {
  refreshInFlight = false;
  lastOutcome = 'refreshed';
  activeCalls = 0;
  pendingExpiry = null;
}

async function waitForRunningRefresh(): Promise<void> {
  while (refreshInFlight) await sleep(REFRESH_POLL_MS);
}

async function callRefresh(raw: PortalBaseQuery, api: BaseQueryApi): Promise<RefreshOutcome> {
  const result = await raw(requestOf(AUTH_ENDPOINTS.tokenRefresh, undefined), api, {});
  if (!result.error) return 'refreshed';
  return result.error.status === 401 ? 'expired' : 'failed';
}

async function refresh(raw: PortalBaseQuery, api: BaseQueryApi, options: ReauthOptions, failedRequestSentAt: number): Promise<RefreshOutcome> {
  refreshInFlight = true;
  try {
    const outcome = await refreshAcrossTabs(
      failedRequestSentAt,
      () => callRefresh(raw, api),
      (o) => o === 'refreshed',
    );
    lastOutcome = outcome === 'elsewhere' ? 'refreshed' : outcome;
  } catch {
    lastOutcome = 'failed';
  } finally {
    refreshInFlight = false;
  }
  if (lastOutcome === 'expired') {
    pendingExpiry = () => options.onSessionExpired(api);
    // A call that hangs must not keep the user on a page whose session is over.
    setTimeout(runPendingExpiry, EXPIRY_MAX_WAIT_MS);
  }
  return lastOutcome;
}

/** Wraps a base query with the silent token refresh, the single retry and the network-error toast. */
export function withReauth(raw: PortalBaseQuery, options: ReauthOptions): PortalBaseQuery {
  const reauthenticating: PortalBaseQuery = async (args, api, extraOptions) => {
    if (!isAuthCall(args)) await waitForRunningRefresh();
    const sentAt = Date.now();
    let result = await raw(args, api, extraOptions);

    if (result.error?.status === 401 && !isAuthCall(args)) {
      let outcome: RefreshOutcome;
      if (refreshInFlight) {
        await waitForRunningRefresh();
        outcome = lastOutcome;
      } else {
        outcome = await refresh(raw, api, options, sentAt);
      }
      if (outcome === 'refreshed') result = await raw(args, api, extraOptions);
    }

    // An aborted call is no lost connection: a customer switch (resetApiState) aborts what is running.
    if (result.error?.status === 'FETCH_ERROR' && !api.signal.aborted) options.onNetworkError(api);
    return result;
  };

  return async (args, api, extraOptions) => {
    activeCalls++;
    try {
      return await reauthenticating(args, api, extraOptions);
    } finally {
      activeCalls--;
      // A macrotask later, once RTK Query has stored the last answers.
      if (activeCalls === 0 && pendingExpiry) setTimeout(runPendingExpiry, 0);
    }
  };
}
