import type { BaseQueryFn, BaseQueryResult, EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import { requestOf, type AnyEndpoint, type ArgOf, type EndpointRequest, type ResultOf } from '../contract/endpoint';

const inUse = new Set<AnyEndpoint>();

/** Every contract a client endpoint was made from so far (api tests check each is declared in ENDPOINT_TABLES). */
export function contractsInUse(): AnyEndpoint[] {
  return [...inUse];
}

/**
 * The raw answer of a call: the response schema's type. (Intersected with the base query's result,
 * which is `unknown` for the portal's, so that RTK Query's constraint on the raw result holds for a
 * generic base query too.)
 */
type Raw<E extends AnyEndpoint, BQ extends BaseQueryFn> = ResultOf<E> & BaseQueryResult<BQ>;

/** The parts of a definition the contract does not fix; `query` is made from the contract. */
type QueryOptions<E extends AnyEndpoint, A, R, BQ extends BaseQueryFn, T extends string, RP extends string> = Omit<
  QueryDefinition<A, BQ, T, R, RP, Raw<E, BQ>>,
  'type' | 'query' | 'queryFn'
> & {
  /** Maps the hook's argument to the contract's (e.g. an id to `{ datenweitergabeId }`). */
  arg?: (arg: A) => ArgOf<E>;
  /** The customer the call is for when it is not the selected one (the base query adds the selected one's customer_uid otherwise). */
  customerUid?: (arg: A) => string | undefined;
};
type MutationOptions<E extends AnyEndpoint, A, R, BQ extends BaseQueryFn, T extends string, RP extends string> = Omit<
  MutationDefinition<A, BQ, T, R, RP, Raw<E, BQ>>,
  'type' | 'query' | 'queryFn'
> & {
  arg?: (arg: A) => ArgOf<E>;
  customerUid?: (arg: A) => string | undefined;
};

/** The request of one call: the contract's, with the hook's argument mapped, for another customer if named. */
function requestFor<E extends AnyEndpoint, A>(
  endpoint: E,
  value: A,
  arg?: (arg: A) => ArgOf<E>,
  customerUid?: (arg: A) => string | undefined,
): EndpointRequest {
  const request = requestOf(endpoint, arg ? arg(value) : (value as unknown as ArgOf<E>));
  const customer = customerUid?.(value);
  return customer ? { ...request, params: { ...request.params, customer_uid: customer } } : request;
}

/**
 * RTK Query endpoints made from endpoint contracts (DESIGN.md §8), so the client never writes a
 * path, a method or a response type of its own:
 *
 * ```ts
 * endpoints: (build) => {
 *   const { query, mutation } = contractEndpoints(build);
 *   return {
 *     datenweitergabenDetail: query(DW_ENDPOINTS.detail, { arg: (id: number) => ({ datenweitergabeId: id }) }),
 *     datenweitergabenAdd: mutation(DW_ENDPOINTS.add, { invalidatesTags: ['DwList'] }),
 *   };
 * }
 * ```
 * The hook's argument is the contract's (query for GET, body otherwise; `{ query, body }` with
 * both) unless `arg` maps it; the result is the response schema's type unless `transformResponse`
 * changes it. Why not code generation from the OpenAPI document: the contract objects are already
 * shared by both sides, so there is nothing to generate, no build step and no second copy to drift.
 */
export function contractEndpoints<BQ extends BaseQueryFn, T extends string, RP extends string>(build: EndpointBuilder<BQ, T, RP>) {
  return {
    // NoInfer: the hook's argument and result come from the contract (or `arg`, `transformResponse`),
    // never from the `endpoints` callback's return type, which would make them `any`.
    query<E extends AnyEndpoint, A = ArgOf<E>, R = ResultOf<E>>(
      endpoint: E,
      options: QueryOptions<E, A, R, BQ, T, RP> = {} as QueryOptions<E, A, R, BQ, T, RP>,
    ): QueryDefinition<NoInfer<A>, BQ, T, NoInfer<R>, RP, Raw<E, BQ>> {
      const { arg, customerUid, ...definition } = options;
      inUse.add(endpoint);
      return build.query<R, A, Raw<E, BQ>>({
        ...(definition as Omit<QueryDefinition<A, BQ, T, R, RP, Raw<E, BQ>>, 'type' | 'query' | 'queryFn'>),
        query: (value: A) => requestFor(endpoint, value, arg, customerUid) as Parameters<BQ>[0],
      } as Parameters<typeof build.query<R, A, Raw<E, BQ>>>[0]);
    },
    mutation<E extends AnyEndpoint, A = ArgOf<E>, R = ResultOf<E>>(
      endpoint: E,
      options: MutationOptions<E, A, R, BQ, T, RP> = {} as MutationOptions<E, A, R, BQ, T, RP>,
    ): MutationDefinition<NoInfer<A>, BQ, T, NoInfer<R>, RP, Raw<E, BQ>> {
      const { arg, customerUid, ...definition } = options;
      inUse.add(endpoint);
      return build.mutation<R, A, Raw<E, BQ>>({
        ...(definition as Omit<MutationDefinition<A, BQ, T, R, RP, Raw<E, BQ>>, 'type' | 'query' | 'queryFn'>),
        query: (value: A) => requestFor(endpoint, value, arg, customerUid) as Parameters<BQ>[0],
      } as Parameters<typeof build.mutation<R, A, Raw<E, BQ>>>[0]);
    },
  };
}
