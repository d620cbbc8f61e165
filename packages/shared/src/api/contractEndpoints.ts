import type { BaseQueryFn, EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import { requestOf, type AnyEndpoint, type ArgOf, type ResultOf } from '../contract/endpoint';

const inUse = new Set<AnyEndpoint>();

/** Every contract a client endpoint was made from so far (api tests check each is declared in ENDPOINT_TABLES). */
export function contractsInUse(): AnyEndpoint[] {
  return [...inUse];
}

/** The parts of a definition the contract does not fix; `query` is made from the contract. */
type QueryOptions<E extends AnyEndpoint, A, R, BQ extends BaseQueryFn, T extends string, RP extends string> = Omit<
  QueryDefinition<A, BQ, T, R, RP, ResultOf<E>>,
  'type' | 'query' | 'queryFn'
> & {
  /** Maps the hook's argument to the contract's (e.g. an id to `{ datenweitergabeId }`). */
  arg?: (arg: A) => ArgOf<E>;
};
type MutationOptions<E extends AnyEndpoint, A, R, BQ extends BaseQueryFn, T extends string, RP extends string> = Omit<
  MutationDefinition<A, BQ, T, R, RP, ResultOf<E>>,
  'type' | 'query' | 'queryFn'
> & {
  arg?: (arg: A) => ArgOf<E>;
};

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
    query<E extends AnyEndpoint, A = ArgOf<E>, R = ResultOf<E>>(endpoint: E, options: QueryOptions<E, A, R, BQ, T, RP> = {} as QueryOptions<E, A, R, BQ, T, RP>) {
      const { arg, ...definition } = options;
      inUse.add(endpoint);
      return build.query<R, A, ResultOf<E>>({
        ...(definition as Omit<QueryDefinition<A, BQ, T, R, RP, ResultOf<E>>, 'type' | 'query' | 'queryFn'>),
        query: (value: A) => requestOf(endpoint, arg ? arg(value) : (value as unknown as ArgOf<E>)) as Parameters<BQ>[0],
      } as Parameters<typeof build.query<R, A, ResultOf<E>>>[0]);
    },
    mutation<E extends AnyEndpoint, A = ArgOf<E>, R = ResultOf<E>>(endpoint: E, options: MutationOptions<E, A, R, BQ, T, RP> = {} as MutationOptions<E, A, R, BQ, T, RP>) {
      const { arg, ...definition } = options;
      inUse.add(endpoint);
      return build.mutation<R, A, ResultOf<E>>({
        ...(definition as Omit<MutationDefinition<A, BQ, T, R, RP, ResultOf<E>>, 'type' | 'query' | 'queryFn'>),
        query: (value: A) => requestOf(endpoint, arg ? arg(value) : (value as unknown as ArgOf<E>)) as Parameters<BQ>[0],
      } as Parameters<typeof build.mutation<R, A, ResultOf<E>>>[0]);
    },
  };
}
