import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../platform/request-context';

export const REQUEST_LIMIT_MESSAGE = 'Request limit reached. Please try again later.';

export function requestLimitReached(): HttpError {
  return new HttpError(429, 'requestLimitReached', REQUEST_LIMIT_MESSAGE);
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
 * both answering 429 requestLimitReached.
 */
export function authRateLimits(app: FastifyInstance, maxPerMinute: number): preHandlerAsyncHookHandler[] {
  const onExceeded = (request: FastifyRequest, key: string) => request.log.warn({ key, url: request.url }, 'rate limit reached');
  return [
    app.rateLimit({
      max: maxPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `ip:${request.ip}`,
      errorResponseBuilder: () => requestLimitReached(),
      onExceeded,
    }),
    app.rateLimit({
      max: maxPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' ? `account:${email.trim().toLowerCase()}` : `no-account:${request.ip}`;
      },
      errorResponseBuilder: () => requestLimitReached(),
      onExceeded,
    }),
  ];
}
