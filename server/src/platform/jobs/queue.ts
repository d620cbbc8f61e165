import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../../db/schema';

type Db = Kysely<MetaDatabase>;

export interface ClaimedJob {
  id: string;
  kind: string;
  uniqueKey: string | null;
  payload: Record<string, unknown>;
  /** This run's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
}

/** First retry after 30 s, doubling per failed attempt, at most an hour apart. */
export function backoffSeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);
}

/** A one-off job, due at `runAt` (default now). */
export async function enqueueJob(db: Db, job: { kind: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number }): Promise<void> {
  await db
    .insertInto('meta.jobs')
    .values({ kind: job.kind, payload: JSON.stringify(job.payload ?? {}), run_at: job.runAt ?? new Date(), max_attempts: job.maxAttempts ?? 5 })
    .execute();
}

/**
 * A recurring job's one row (its unique key): created at `runAt` if missing; otherwise its next run moves
 * to `runAt` when that is earlier (and the job is not running), so every process may call this at start.
 */
export async function scheduleRecurringJob(db: Db, job: { key: string; kind: string; runAt: Date; maxAttempts?: number }): Promise<void> {
  await db
    .insertInto('meta.jobs')
    .values({ kind: job.kind, unique_key: job.key, run_at: job.runAt, max_attempts: job.maxAttempts ?? 5 })
    .onConflict((oc) =>
      oc
        .column('unique_key')
        .doUpdateSet({ run_at: sql`least(meta.jobs.run_at, excluded.run_at)`, state: 'pending' })
        .where('meta.jobs.state', '<>', 'running'),
    )
    .execute();
}

/**
 * Takes the earliest due job for this worker: pending and due, or running with an expired lease (its process
 * died). Row locks with SKIP LOCKED make two processes take different jobs; the claim commits at once, so
 * the job runs outside any transaction (with PGlite the one connection stays free for the job's own work).
 */
export async function claimJob(db: Db, worker: string, leaseSeconds: number, kinds: readonly string[]): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('meta.jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where('run_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('state', '=', 'pending'), eb.and([eb('state', '=', 'running'), eb('locked_until', '<', sql<Date>`now()`)])]))
      .orderBy('run_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    const row = await trx
      .updateTable('meta.jobs')
      .set({
        state: 'running',
        attempts: sql`attempts + 1`,
        locked_by: worker,
        locked_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where('id', '=', due.id)
      .returning(['id', 'kind', 'unique_key', 'payload', 'attempts', 'max_attempts'])
      .executeTakeFirstOrThrow();
    return { id: row.id, kind: row.kind, uniqueKey: row.unique_key, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
  });
}

/** Done: a one-off job is finished; a recurring one waits for `next`. Only the worker holding it may say so. */
export async function completeJob(db: Db, job: ClaimedJob, worker: string, next?: Date): Promise<void> {
  const query = db.updateTable('meta.jobs').where('id', '=', job.id).where('locked_by', '=', worker).where('state', '=', 'running');
  if (next) await query.set({ state: 'pending', run_at: next, attempts: 0, locked_by: null, locked_until: null, last_error: null }).execute();
  else await query.set({ state: 'done', finished_at: sql`now()`, locked_by: null, locked_until: null }).execute();
}

/**
 * Failed: retried after backoffSeconds(attempt) until maxAttempts; then a one-off job is 'failed' and a
 * recurring one waits for `next` with a fresh count.
 */
export async function failJob(db: Db, job: ClaimedJob, worker: string, error: string, next?: Date): Promise<'retry' | 'failed' | 'next'> {
  const query = db.updateTable('meta.jobs').where('id', '=', job.id).where('locked_by', '=', worker).where('state', '=', 'running');
  const released = { locked_by: null, locked_until: null, last_error: error.slice(0, 2000) };
  if (job.attempt < job.maxAttempts) {
    await query.set({ ...released, state: 'pending', run_at: sql`now() + make_interval(secs => ${backoffSeconds(job.attempt)})` }).execute();
    return 'retry';
  }
  if (next) {
    await query.set({ ...released, state: 'pending', run_at: next, attempts: 0 }).execute();
    return 'next';
  }
  await query.set({ ...released, state: 'failed', finished_at: sql`now()` }).execute();
  return 'failed';
}
