import { requestOf, type AnyEndpoint, type ArgOf, type ResultOf } from '../contract/endpoint';
import { getApiBaseUrl } from './config';
import { setPortalHeaders } from './portalHeaders';

/** The answer of callApi(): the same shape RTK Query's base query gives, so errors read the same. */
export type CallApiResult<T> =
  | { data: T; error?: undefined }
  | { data?: undefined; error: { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'PARSING_ERROR'; error: string; data?: unknown } };

/** The argument of a call: none for a call without query and body. */
type CallArgs<E extends AnyEndpoint> = ArgOf<E> extends void ? [arg?: ArgOf<E>] : [arg: ArgOf<E>];

/**
 * One API call outside any store, made from its endpoint contract (e.g.
 * `callApi(AUTH_ENDPOINTS.signIn, credentials)`): the sign-in page starts before the portal (its
 * store and RTK Query) is loaded and must stay light. Same base URL, credentials and headers as the
 * base query; no customer_uid (there is no selected customer yet).
 */
export async function callApi<E extends AnyEndpoint>(endpoint: E, ...[arg]: CallArgs<E>): Promise<CallApiResult<ResultOf<E>>> {
  const request = requestOf(endpoint, arg as ArgOf<E>);
  const headers = setPortalHeaders(new Headers({ Accept: 'application/json' }));
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${request.url}${search ? `?${search}` : ''}`, {
      method: request.method,
      credentials: 'include',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
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
  return response.ok ? { data: data as ResultOf<E> } : { error: { status: response.status, data } };
}
