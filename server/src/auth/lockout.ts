import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../db/schema';
import { HttpError } from '../platform/request-context';

type Db = Kysely<MetaDatabase>;

export interface LockoutSettings {
  lockoutThreshold: number;
  lockoutMinutes: number;
  lockoutGlobalThreshold: number;
  lockoutThrottleSeconds: number;
}

/** Why an attempt on an account is refused before the password is even looked at. */
export type SignInBarrier = { kind: 'locked'; minutes: number } | { kind: 'throttled'; seconds: number };

interface FailureCount {
  failures: number;
  latest: Date | null;
}

/** Failures since the last success, within the lock window; `ip` narrows both to one source. */
async function failuresSinceSuccess(db: Db, email: string, minutes: number, ip?: string | null): Promise<FailureCount> {
  const source = ip === undefined ? sql`true` : sql`a.ip is not distinct from ${ip}`;
  const okSource = ip === undefined ? sql`true` : sql`ok.ip is not distinct from ${ip}`;
  const { rows } = await sql<FailureCount>`
    select count(*)::int as failures, max(a.created_at) as latest
      from meta.sign_in_attempts a
     where a.email = ${email} and ${source}
       and not a.succeeded
       and a.created_at > now() - make_interval(mins => ${minutes})
       and a.created_at > coalesce(
             (select max(ok.created_at) from meta.sign_in_attempts ok where ok.email = ${email} and ${okSource} and ok.succeeded),
             '-infinity'::timestamptz)`.execute(db);
  return rows[0] ?? { failures: 0, latest: null };
}

/**
 * The lockout (OWASP ASVS V2.2.1 / V6.3: soft lockout that an attacker cannot turn against the
 * account's owner). Counted per e-mail address, whether an account exists or not, so a lock
 * reveals nothing:
 * - per account AND source: LOCKOUT_THRESHOLD failures from one IP lock that IP out of that
 *   account for LOCKOUT_MINUTES; the owner, signing in from elsewhere, is not affected;
 * - per account from all sources: after LOCKOUT_GLOBAL_THRESHOLD failures (a distributed guess)
 *   every source may try only once every LOCKOUT_THROTTLE_SECONDS. That bounds guessing to a
 *   few attempts a minute while the owner still gets in after a short wait.
 * A successful sign-in from a source clears that source's count (and the global one).
 */
export async function signInBarrier(db: Db, email: string, ip: string | undefined, s: LockoutSettings): Promise<SignInBarrier | undefined> {
  const fromSource = await failuresSinceSuccess(db, email, s.lockoutMinutes, ip ?? null);
  if (fromSource.failures >= s.lockoutThreshold && fromSource.latest) {
    const left = new Date(fromSource.latest).getTime() + s.lockoutMinutes * 60_000 - Date.now();
    if (left > 0) return { kind: 'locked', minutes: Math.ceil(left / 60_000) };
  }
  const everywhere = await failuresSinceSuccess(db, email, s.lockoutMinutes);
  if (everywhere.failures >= s.lockoutGlobalThreshold && everywhere.latest) {
    const left = new Date(everywhere.latest).getTime() + s.lockoutThrottleSeconds * 1000 - Date.now();
    if (left > 0) return { kind: 'throttled', seconds: Math.ceil(left / 1000) };
  }
  return undefined;
}

export function signInLocked(minutes: number): HttpError {
  return new HttpError(423, 'signInLocked', 'signInLocked', { minutes });
}

export function signInThrottled(seconds: number): HttpError {
  return new HttpError(429, 'signInThrottled', 'signInThrottled', { seconds });
}

/** The barrier as the error to answer with. */
export function barrierError(barrier: SignInBarrier): HttpError {
  return barrier.kind === 'locked' ? signInLocked(barrier.minutes) : signInThrottled(barrier.seconds);
}

export async function recordSignInAttempt(db: Db, email: string, ip: string | undefined, succeeded: boolean): Promise<void> {
  await db
    .insertInto('meta.sign_in_attempts')
    .values({ email, ip: ip ?? null, succeeded })
    .execute();
}
