import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AnyEndpoint, QueryOf } from '../contract/endpoint';
import { getApiBaseUrl } from './config';
import { api } from './platformEndpoints';
import { CUSTOMER_UID_PARAM } from './rawBaseQuery';
import type { RootState } from './store';

export interface DownloadRequest<E extends AnyEndpoint = AnyEndpoint> {
  /** The GET call answering the file (`response: 'file'`), e.g. CUSTOMER_ENDPOINTS.dataExport. */
  endpoint: E;
  /** Query parameters besides customer_uid (added for the selected customer). */
  params?: Partial<Record<keyof QueryOf<E>, string>>;
}

/** How remotes built against @vws/shared 1.5 and earlier name a download (kept inside the major version). */
interface LegacyDownloadRequest {
  path: string;
  params?: Record<string, string>;
}

/** The absolute download URL of a file call for the selected customer. */
export function downloadUrl(request: DownloadRequest | LegacyDownloadRequest, customerUid: string | null | undefined): string {
  const base = getApiBaseUrl();
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = new URL(`${base}${'endpoint' in request ? request.endpoint.path : request.path}`, origin);
  for (const [key, value] of Object.entries(request.params ?? {})) if (value !== undefined) url.searchParams.set(key, value as string);
  if (customerUid && !url.searchParams.has(CUSTOMER_UID_PARAM)) url.searchParams.set(CUSTOMER_UID_PARAM, customerUid);
  return url.toString();
}

/**
 * Downloads a file answer (e.g. `{ endpoint: CUSTOMER_ENDPOINTS.dataExport, params: { language: 'de' } }`) the way the browser
 * downloads: streamed to disk, never held in memory, however large the export. A cheap
 * authenticated call first lets the base query renew an expired access token, because the
 * browser's own download request cannot refresh it.
 */
export const downloadFile = createAsyncThunk<{ url: string }, DownloadRequest, { state: RootState }>(
  'api/downloadFile',
  async (request, { dispatch, getState, rejectWithValue }) => {
    const check = await dispatch(api.endpoints.getUserProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (check.error) return rejectWithValue(check.error);

    const url = downloadUrl(request, getState().session.currentCustomer?.customerUid);
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    link.download = ''; // the server's Content-Disposition names the file
    document.body.appendChild(link);
    link.click();
    link.remove();
    return { url };
  },
);
