import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The address of a Redis URL without its password, for logs. */
export function redactRedisUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Connects to the Redis that several API processes share (REDIS_URL). Start-up fails when it
 * cannot be reached. Later, while it is away, commands fail at once instead of queueing (the
 * rate limit then lets requests through and logs it: the sign-in lockout lives in the database
 * and still holds), and the client reconnects in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3000 });
  let reported = false;
  redis.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    log.error({ err: err.message, redis: redactRedisUrl(url) }, 'Redis not reachable: rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (reported) log.info({ redis: redactRedisUrl(url) }, 'Redis reachable again');
    reported = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL ${redactRedisUrl(url)} not reachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  return redis;
}

/** Ends the connection after pending commands (shutdown); never throws. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
