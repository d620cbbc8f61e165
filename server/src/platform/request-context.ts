import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Permission } from '@vws/shared/permissions';
import { message, type MessageKey, type MessageParams } from './messages';

/** The signed-in user, set by the route's access check. */
export interface AuthUser {
  userUid: string;
  email: string;
  firstname: string;
  lastname: string;
}

/** The customer a request works in, resolved from ?customer_uid after checking the user may select it. */
export interface CustomerContext {
  customerUid: string;
  name: string;
  schema: string;
  /** Catalog: the customer's cluster; null = the main database. */
  clusterDsn?: string | null;
}

/**
 * A route that does not name its tables can query none: modules type their own
 * (`TenantContext<AuditTables>`), so every tenant query is checked against its table types.
 */
export type UntypedTenantTables = Record<never, never>;

/** What request.withTenant hands the handler: the tenant transaction, the customer and the user. */
export interface TenantContext<DB = UntypedTenantTables> {
  db: Kysely<DB>;
  customer: CustomerContext;
  user: AuthUser;
}

/**
 * Who may call a route (config.access, required on every /api route, see access.ts):
 * - 'public': anybody;
 * - 'signedIn': a valid session (401 otherwise);
 * - { permission }: ?customer_uid, membership with VWS_Select, then any of the permissions from
 *   customer roles ∪ profile ∪ computed, plus the module's access permission (403 otherwise);
 * - { profilePermission }: any of the META_* permissions of the user profile, no customer.
 */
export type RouteAccess =
  'public' | 'signedIn' | { permission: Permission | readonly Permission[] } | { profilePermission: Permission | readonly Permission[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    authUser?: AuthUser;
    customer?: CustomerContext;
    /** Union of customer and profile grants plus computed permissions (spec §6). */
    permissions?: Permission[];
    /** The session (refresh-token family) of the access token; set by the access check. */
    sessionId?: string;
    /**
     * Runs fn in a transaction on the customer's cluster with the customer's schema bound
     * (withSchema). Needs a { permission } route (500 otherwise). Answers 503
     * customerDBNotAvailable when that cluster is unreachable. Name the tables by annotating
     * the context: `request.withTenant(({ db }: TenantContext<MyTables>) => ...)`.
     */
    withTenant<DB = UntypedTenantTables, T = unknown>(fn: (ctx: TenantContext<DB>) => Promise<T>): Promise<T>;
  }
  interface FastifyInstance {
    /** Config, meta database, tenant routing, mailer, modules and the route registry (services.ts). */
    platform: import('./services').PlatformServices;
    /** The meta database (same as platform.db). */
    db: Kysely<import('../db/schema').MetaDatabase>;
  }
}

/**
 * Errors as DESIGN.md §8: JSON { error: code, message } with a status; extra keys are merged in.
 * The message is a key of the catalogue (messages.ts), answered in the caller's language; params
 * fill its placeholders (extra keys do too).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    public readonly messageKey: MessageKey,
    public readonly extra: Record<string, unknown> = {},
    public readonly params: MessageParams = {},
  ) {
    super(message(messageKey, 'en', { ...paramsOf(extra), ...params }));
  }

  /** The catalogue's placeholders filled from params and the scalar extra keys. */
  messageParams(): MessageParams {
    return { ...paramsOf(this.extra), ...this.params };
  }
}

function paramsOf(extra: Record<string, unknown>): MessageParams {
  const params: MessageParams = {};
  for (const [k, v] of Object.entries(extra)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  return params;
}

/** The signed-in user of a route declared 'signedIn' or stricter; 401 when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new HttpError(401, 'unauthorized', 'unauthorized');
  return request.authUser;
}

/** The session of a signed-in request (the access token's); 401 without one. */
export function requireSessionId(request: FastifyRequest): string {
  if (!request.authUser || !request.sessionId) throw new HttpError(401, 'unauthorized', 'unauthorized');
  return request.sessionId;
}

/** The checked customer of a { permission } route; 500 on a route without customer access (a programming error). */
export function requireCustomer(request: FastifyRequest): CustomerContext {
  if (!request.customer) throw new HttpError(500, 'internal', 'internal');
  return request.customer;
}
