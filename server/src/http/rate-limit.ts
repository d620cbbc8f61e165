import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../platform/request-context';

export function requestLimitReached(): HttpError {
  return new HttpError(429, 'requestLimitReached', 'requestLimitReached');
}

/** Where the counters live when several API processes share them. */
export interface SharedRateLimitStore {
  redis: Redis;
  keyPrefix: string;
}

/**
 * A per-IP limit for every route of the scope it is registered in (the /api scope). With a Redis
 * store every counter (this one and those of authRateLimits) is shared by all API processes;
 * without, each process counts in its own memory. While Redis is away requests pass (logged by
 * the Redis client) rather than the whole API failing.
 */
export async function registerRateLimit(app: FastifyInstance, maxPerMinute: number, shared?: SharedRateLimitStore): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: maxPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => requestLimitReached(),
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.keyPrefix}rate-limit:`, skipOnError: true } : {}),
  });
}

/** The stricter limits of the auth routes, each a pre-handler that answers 429 requestLimitReached. */
export interface AuthRateLimiters {
  /** Requests per minute from one IP, whatever the account. */
  perIp: preHandlerAsyncHookHandler;
  /** Requests per minute naming one account (the e-mail of the body). */
  perAccount: preHandlerAsyncHookHandler;
}

/**
 * One limit per IP and one per account. Built on createRateLimit, because the plugin's own
 * rateLimit() pre-handlers skip a request that the scope-wide limit already counted. They count in
 * the store of registerRateLimit (createRateLimit derives a child of it): Redis when shared. Sign-in
 * calls perAccount itself, only for the attempts the lockout considers suspect (auth/lockout.ts).
 */
export function authRateLimiters(app: FastifyInstance, limits: { perAccount: number; perIp: number }): AuthRateLimiters {
  const limiter = (name: string, max: number, key: (request: FastifyRequest) => string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
    return async function authRateLimit(request) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ limit: name, key: result.key, url: request.url }, 'rate limit reached');
        throw requestLimitReached();
      }
    };
  };
  // Each route counts on its own (as the separate in-memory stores do); in Redis the route is part of the key.
  const route = (request: FastifyRequest) => `${request.method}${request.routeOptions.url ?? ''}`;
  return {
    perIp: limiter('auth-ip', limits.perIp, (request) => `auth-ip:${route(request)}:${request.ip}`),
    perAccount: limiter('auth-account', limits.perAccount, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? `auth-account:${route(request)}:${email.trim().toLowerCase()}` : `auth-no-account:${route(request)}:${request.ip}`;
    }),
  };
}

/** Both limits as pre-handlers of a route (password reset). */
export function authRateLimits(app: FastifyInstance, limits: { perAccount: number; perIp: number }): preHandlerAsyncHookHandler[] {
  const { perIp, perAccount } = authRateLimiters(app, limits);
  return [perIp, perAccount];
}
