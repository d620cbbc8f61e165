import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../platform/request-context';

export function requestLimitReached(): HttpError {
  return new HttpError(429, 'requestLimitReached', 'requestLimitReached');
}

/** A per-IP limit for every route of the scope it is registered in (the /api scope). */
export async function registerRateLimit(app: FastifyInstance, maxPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: maxPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => requestLimitReached(),
  });
}

/**
 * The stricter limits of the auth routes: one per IP and one per account (the e-mail of the body),
 * both answering 429 requestLimitReached. Built on createRateLimit, because the plugin's own
 * rateLimit() pre-handlers skip a request that the scope-wide limit already counted.
 */
export function authRateLimits(app: FastifyInstance, limits: { perAccount: number; perIp: number }): preHandlerAsyncHookHandler[] {
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
  return [
    limiter('auth-ip', limits.perIp, (request) => `auth-ip:${request.ip}`),
    limiter('auth-account', limits.perAccount, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? `auth-account:${email.trim().toLowerCase()}` : `auth-no-account:${request.ip}`;
    }),
  ];
}
