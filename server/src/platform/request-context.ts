import type { Kysely } from 'kysely';
import type { Permission } from '@vws/shared/permissions';

/** The signed-in user, set by the authenticate / requirePermission pre-handlers. */
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

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
    customer?: CustomerContext;
    /** Union of customer and profile grants plus computed permissions (spec §6). */
    permissions?: Permission[];
    /** The session (refresh-token family) of the access token; set by authenticate. */
    sessionId?: string;
    /**
     * Runs fn in a transaction on the customer's cluster with the customer's schema bound
     * (withSchema). Answers 503 customerDBNotAvailable when that cluster is unreachable.
     */
    withTenant<T>(fn: (db: Kysely<any>) => Promise<T>): Promise<T>;
  }
  interface FastifyInstance {
    /** Config, meta database, tenant routing, mailer and modules (server/src/platform/services.ts). */
    platform: import('./services').PlatformServices;
    /** The meta database (same as platform.db). */
    db: Kysely<import('../db/schema').MetaDatabase>;
    /** preHandler: 401 without a valid access token. */
    authenticate: import('fastify').preHandlerAsyncHookHandler;
    /**
     * preHandler: authenticates, resolves ?customer_uid (403 if the user may not select it),
     * and checks that any of the permissions is granted (403 otherwise, logged).
     */
    requirePermission(
      permission: Permission | readonly Permission[],
    ): import('fastify').preHandlerAsyncHookHandler;
    /** preHandler for profile-level (META_*) permissions, no customer needed. */
    requireProfilePermission(
      permission: Permission | readonly Permission[],
    ): import('fastify').preHandlerAsyncHookHandler;
  }
}

/** Errors as DESIGN.md §8: JSON { error, message } with a status; extra keys are merged in. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
