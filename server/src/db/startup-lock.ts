import { sql } from 'kysely';
import type { Database } from './open';

const LOCK_KEY = 'vws.prepare-database';

/**
 * Several API processes start on one PostgreSQL at once (a rolling deploy, a scaled service).
 * Migrating, re-syncing the role grants and seeding are not safe to run side by side, so the
 * processes take turns: a session-level advisory lock on one pooled connection, held while `work`
 * runs on the pool's other connections. A process that dies ends its session and frees the lock.
 * PGlite needs none: its data-directory lock already admits a single process.
 */
export async function withStartupLock<T>(database: Pick<Database, 'db' | 'kind'>, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${LOCK_KEY}))`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${LOCK_KEY}))`.execute(conn);
    }
  });
}
