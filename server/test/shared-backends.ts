import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { adminQuery, databaseUrlWith, TEMPLATE_DB_ENV } from './template';

/** PostgreSQL and Redis that several API processes share in a test (TEST_DATABASE_URL, TEST_REDIS_URL). */
export const SHARED_PG_URL = process.env.TEST_DATABASE_URL;
export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Synchronous TCP probe (Jest decides describe or describe.skip before any hook runs). */
function reachableSync(url: string): boolean {
  const u = new URL(url);
  const port = Number(u.port || (u.protocol.startsWith('redis') ? 6379 : 5432));
  const probe = `require('net').connect(${port}, ${JSON.stringify(u.hostname || '127.0.0.1')}).on('connect', () => process.exit(0)).on('error', () => process.exit(1)).setTimeout(1500, () => process.exit(1))`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** Why a multi-process test cannot run here, or undefined when it can. */
export function sharedBackendsMissing(): string | undefined {
  if (!SHARED_PG_URL) return 'TEST_DATABASE_URL is not set (the API processes need a shared PostgreSQL; .ci/run sets it)';
  if (!reachableSync(SHARED_PG_URL)) return `PostgreSQL at ${new URL(SHARED_PG_URL).host} is not reachable`;
  if (!reachableSync(SHARED_REDIS_URL)) return `Redis at ${new URL(SHARED_REDIS_URL).host} is not reachable (TEST_REDIS_URL)`;
  return undefined;
}

export interface SharedDatabase {
  url: string;
  /** True when it was copied from the test run's seeded template (else the first process seeds it). */
  seeded: boolean;
  drop(): Promise<void>;
}

/** A database of its own on the test PostgreSQL: a copy of the seeded template when the run has one (unless `empty`), else empty. */
export async function createSharedDatabase(prefix: string, options: { empty?: boolean } = {}): Promise<SharedDatabase> {
  const pgUrl = SHARED_PG_URL!;
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const template = options.empty ? undefined : process.env[TEMPLATE_DB_ENV];
  await adminQuery(pgUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrlWith(pgUrl, name),
    seeded: !!template,
    drop: () => adminQuery(pgUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A key prefix of its own in the shared Redis, and the removal of its keys afterwards. */
export function redisNamespace(prefix: string): { keyPrefix: string; keys(): Promise<string[]>; clear(): Promise<void> } {
  const keyPrefix = `${prefix}-${crypto.randomBytes(5).toString('hex')}:`;
  const withRedis = async <T>(fn: (redis: Redis) => Promise<T>): Promise<T> => {
    const redis = new Redis(SHARED_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      return await fn(redis);
    } finally {
      redis.disconnect();
    }
  };
  const keys = () => withRedis((redis) => redis.keys(`${keyPrefix}*`));
  return {
    keyPrefix,
    keys,
    clear: () =>
      withRedis(async (redis) => {
        const found = await redis.keys(`${keyPrefix}*`);
        if (found.length > 0) await redis.del(...found);
      }),
  };
}
