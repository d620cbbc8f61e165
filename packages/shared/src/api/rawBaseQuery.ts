import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiBaseUrl } from './config';
import { setPortalHeaders } from './portalHeaders';
import { fetchWithStartupReads } from './startupReads';

export type PortalBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** The part of the root state the base query reads; typed loosely so it has no import cycle. */
interface StateWithCustomer {
  session?: { currentCustomer?: { customerUid: string } | null };
}

export const CUSTOMER_UID_PARAM = 'customer_uid';

function hasCustomerUid(args: FetchArgs): boolean {
  const params = args.params as Record<string, unknown> | undefined;
  if (params && params[CUSTOMER_UID_PARAM] !== undefined) return true;
  return new RegExp(`[?&]${CUSTOMER_UID_PARAM}=`).test(args.url);
}

/** Adds ?customer_uid= of the selected customer unless the caller names one itself (spec §7). */
export function withCustomerUid(args: string | FetchArgs, customerUid: string | undefined): FetchArgs {
  const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
  if (!customerUid || hasCustomerUid(fetchArgs)) return fetchArgs;
  return { ...fetchArgs, params: { ...(fetchArgs.params ?? {}), [CUSTOMER_UID_PARAM]: customerUid } };
}

const fetchers = new Map<string, PortalBaseQuery>();

function fetcherFor(baseUrl: string): PortalBaseQuery {
  let fetcher = fetchers.get(baseUrl);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl,
      credentials: 'include',
      fetchFn: fetchWithStartupReads,
      prepareHeaders: (headers) => setPortalHeaders(headers),
    });
    fetchers.set(baseUrl, fetcher);
  }
  return fetcher;
}

/** One HTTP call against the configured API base, with credentials, CSRF and language headers and customer_uid. */
export const rawBaseQuery: PortalBaseQuery = (args, api, extraOptions) => {
  const state = api.getState() as StateWithCustomer;
  const customerUid = state.session?.currentCustomer?.customerUid;
  return fetcherFor(getApiBaseUrl())(withCustomerUid(args, customerUid), api, extraOptions);
};
