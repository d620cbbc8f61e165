import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../db/schema';

type Db = Kysely<MetaDatabase>;

export interface LockoutSettings {
  lockoutThreshold: number;
  lockoutMinutes: number;
}

/**
 * Minutes left of a lock on this e-mail, or 0. Counted per e-mail address, whether an account
 * exists or not, so a lock reveals nothing: LOCKOUT_THRESHOLD failures since the last success
 * within LOCKOUT_MINUTES lock the address until LOCKOUT_MINUTES after the latest of them.
 */
export async function lockedMinutes(db: Db, email: string, s: LockoutSettings): Promise<number> {
  const { rows } = await sql<{ failures: number; latest: Date | null }>`
    select count(*)::int as failures, max(a.created_at) as latest
      from meta.sign_in_attempts a
     where a.email = ${email}
       and not a.succeeded
       and a.created_at > now() - make_interval(mins => ${s.lockoutMinutes})
       and a.created_at > coalesce(
             (select max(ok.created_at) from meta.sign_in_attempts ok where ok.email = ${email} and ok.succeeded),
             '-infinity'::timestamptz)`.execute(db);
  const row = rows[0];
  if (!row || row.failures < s.lockoutThreshold || !row.latest) return 0;
  const left = new Date(row.latest).getTime() + s.lockoutMinutes * 60_000 - Date.now();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

export async function recordSignInAttempt(db: Db, email: string, ip: string | undefined, succeeded: boolean): Promise<void> {
  await db.insertInto('meta.sign_in_attempts').values({ email, ip: ip ?? null, succeeded }).execute();
}
