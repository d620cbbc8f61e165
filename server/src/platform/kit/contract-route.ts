import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerQuerySchema } from '@vws/shared/contract/common';
import { serializeWithoutValidation } from './serialize';
import type { AnyEndpoint, BodyOf, QueryOf, ReplyOf } from '@vws/shared/contract/endpoint';

/** The request a contract's handler sees: query (with customer_uid on customer calls) and body as parsed. */
export type ContractRequest<E extends AnyEndpoint> = FastifyRequest<{
  Querystring: QueryOf<E> & { customer_uid: string };
  Body: BodyOf<E>;
}>;

/** A handler answers the response schema's input, or sends itself (a file, a cached JSON string). */
export type ContractHandler<E extends AnyEndpoint> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E> | FastifyReply>;

/** Hooks a route may add besides the platform's access check (e.g. a second permission). */
export type ContractRouteOptions = Pick<RouteShorthandOptions, 'preValidation' | 'preHandler' | 'onRequest' | 'bodyLimit'> & {
  /**
   * false: objects are serialized without checking them against the response schema (lists of
   * 10,000 rows straight from typed SQL, where the check costs more than the query). The tests
   * check every answer against the contract either way (test/app.ts).
   */
  validateResponse?: boolean;
  /**
   * More for the OpenAPI document than the contract says: a longer description, the media types of
   * a file answer, and the error answers (status → schema; they are serialized with it, as any route's).
   */
  docs?: { description?: string; produces?: readonly string[]; errors?: Readonly<Record<number, z.ZodType>> };
};

type SerializerCompiler = typeof zodSerializerCompiler;

/** JSON text built by the database is sent as it is; objects are checked by the zod serializer. */
const passTextThrough: SerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  return (data) => (typeof data === 'string' ? data : serialize(data));
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (kit/contract-route.ts); tests check answers against it. */
    endpoint?: AnyEndpoint;
  }
}

function isCustomerCall(endpoint: AnyEndpoint): boolean {
  return typeof endpoint.access === 'object' && 'permission' in endpoint.access;
}

/** The query schema the server validates: the contract's, plus customer_uid on customer calls. */
export function serverQuerySchema(endpoint: AnyEndpoint): z.ZodType | undefined {
  const query = endpoint.query as z.ZodType | undefined;
  if (!isCustomerCall(endpoint)) return query;
  if (!query) return customerQuerySchema;
  if (query instanceof z.ZodObject) return query.extend(customerQuerySchema.shape);
  return z.intersection(query, customerQuerySchema);
}

/**
 * Registers the route of one endpoint contract (DESIGN.md §8): method, path, access, query, body
 * and response schemas and the OpenAPI summary all come from the contract, so the server and the
 * client cannot disagree. The platform's access check (access.ts) reads `config.access` as before.
 */
export function contractRoute<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>, options: ContractRouteOptions = {}): void {
  const { validateResponse = true, docs = {}, ...hooks } = options;
  const ok = endpoint.response === 'file' ? {} : { 200: endpoint.response as z.ZodType };
  const response = { ...docs.errors, ...ok };
  app.route({
    ...hooks,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(docs.description ? { description: docs.description } : {}),
      ...(docs.produces ? { produces: [...docs.produces] } : {}),
      ...(serverQuerySchema(endpoint) ? { querystring: serverQuerySchema(endpoint) } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    config: { access: endpoint.access, endpoint },
    serializerCompiler: (validateResponse ? passTextThrough : serializeWithoutValidation) as never,
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
