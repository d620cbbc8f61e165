import type { z } from 'zod';
import type { Permission } from '../permissions/names';

/**
 * One API call, declared once (DESIGN.md §8): the server registers its route from this object
 * (kit/contract-route.ts: schemas, access, OpenAPI) and the client makes its RTK Query endpoint from
 * the same object (api/contractEndpoints.ts). React-free, so the server imports it too.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call it. `{ permission }` calls are customer calls: the server adds `?customer_uid=` to
 * the query schema and checks the permission in that customer; the client's base query sends it.
 */
export type EndpointAccess =
  'public' | 'signedIn' | { readonly permission: Permission | readonly Permission[] } | { readonly profilePermission: Permission | readonly Permission[] };

/**
 * What the call answers with 200: a zod schema of the JSON body, or 'file' for a download
 * (binary body with Content-Disposition; the client fetches it with downloadFile, not RTK Query).
 */
export type EndpointResponse = z.ZodType | 'file';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends EndpointResponse = EndpointResponse,
> {
  readonly method: M;
  /** Below /api, e.g. '/dw/datenweitergabe-detail'; never with the customer_uid parameter. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** OpenAPI group, usually the module's name. */
  readonly tag: string;
  /** The query parameters besides customer_uid. */
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, any, any, any>;

/** Declares one call; keeps its literal types (method, path and the schemas). */
export function defineEndpoint<
  const M extends HttpMethod,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends EndpointResponse = EndpointResponse,
>(endpoint: Endpoint<M, Q, B, R>): Endpoint<M, Q, B, R> {
  return endpoint;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What the body parsed by the server looks like (zod's output). */
export type BodyOf<E> =
  E extends Endpoint<HttpMethod, z.ZodType | undefined, infer B, EndpointResponse> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
/** What the query parsed by the server looks like, customer_uid aside. */
export type QueryOf<E> =
  E extends Endpoint<HttpMethod, infer Q, z.ZodType | undefined, EndpointResponse> ? (Q extends z.ZodType ? z.output<Q> : Record<string, never>) : never;
/** The 200 body as the client receives it. */
export type ResultOf<E> =
  E extends Endpoint<HttpMethod, z.ZodType | undefined, z.ZodType | undefined, infer R> ? (R extends z.ZodType ? z.output<R> : Blob) : never;
/** The value the server's handler returns: the response schema's input. */
export type ReplyOf<E> =
  E extends Endpoint<HttpMethod, z.ZodType | undefined, z.ZodType | undefined, infer R> ? (R extends z.ZodType ? z.input<R> : never) : never;

/**
 * The client's argument: the query's input for a call without a body, the body's input for a call
 * without query parameters, `{ query, body }` for a call with both, nothing for a call with neither.
 */
export type ArgOf<E> =
  E extends Endpoint<HttpMethod, infer Q, infer B, EndpointResponse>
    ? [Q] extends [z.ZodType]
      ? [B] extends [z.ZodType]
        ? { query: Input<Q>; body: Input<B> }
        : Input<Q>
      : [B] extends [z.ZodType]
        ? Input<B>
        : void
    : never;

/** The HTTP request of a call: what RTK Query's fetchBaseQuery (FetchArgs) and downloads take. */
export interface EndpointRequest {
  url: string;
  method: HttpMethod;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Turns the client's argument into the request of the declared method and path. */
export function requestOf<E extends AnyEndpoint>(endpoint: E, arg: ArgOf<E>): EndpointRequest {
  const request: EndpointRequest = { url: endpoint.path, method: endpoint.method };
  if (endpoint.query && endpoint.body) {
    const both = arg as { query?: Record<string, unknown>; body?: unknown };
    if (both.query !== undefined) request.params = both.query;
    request.body = both.body;
  } else if (endpoint.query) {
    if (arg !== undefined && arg !== null) request.params = arg as Record<string, unknown>;
  } else if (endpoint.body) {
    request.body = arg;
  }
  return request;
}

/** 'GET /dw/datenweitergabe-detail': how tests and messages name a call. */
export function endpointKey(endpoint: Pick<AnyEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
