import { getApiBaseUrl } from './config';
import { setPortalHeaders } from './portalHeaders';

/** The answer of callApi(): the same shape RTK Query's base query gives, so errors read the same. */
export type CallApiResult<T> =
  | { data: T; error?: undefined }
  | { data?: undefined; error: { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'PARSING_ERROR'; error: string; data?: unknown } };

/**
 * One API call outside any store: the sign-in page starts before the portal (its store and RTK
 * Query) is loaded and must stay light. Same base URL, credentials and headers as the base query.
 */
export async function callApi<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<CallApiResult<T>> {
  const headers = setPortalHeaders(new Headers({ Accept: 'application/json' }));
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${url}`, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) return { error: { status: 'PARSING_ERROR', error: 'not JSON', data: text } };
  }
  return response.ok ? { data: data as T } : { error: { status: response.status, data } };
}
