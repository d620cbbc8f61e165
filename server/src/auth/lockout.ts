import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../db/schema';
import { HttpError } from '../platform/request-context';
import { DEVICE_TRUST_DAYS, type DeviceKey } from './device';

type Db = Kysely<MetaDatabase>;

export interface LockoutSettings {
  lockoutThreshold: number;
  lockoutMinutes: number;
  lockoutGlobalThreshold: number;
  lockoutThrottleSeconds: number;
}

/** Why an attempt on an account is refused before the password is even looked at. */
export type SignInBarrier = { kind: 'locked'; minutes: number } | { kind: 'throttled'; seconds: number };

/** Where an attempt comes from. */
export interface SignInOrigin {
  email: string;
  ip: string | undefined;
  /** A device known to the account (auth/device.ts), or the session of a password change. */
  knownDevice?: DeviceKey;
}

/** How an attempt is judged before its password is checked. */
export interface SignInAssessment {
  /** The known device the attempt counts against; undefined when it is untrusted (or its device is locked). */
  device?: DeviceKey;
  /** Untrusted, and its source has no failure on the account since that source's last success. */
  cleanSource: boolean;
  barrier?: SignInBarrier;
}

interface FailureCount {
  failures: number;
  latest: Date | null;
}

/**
 * Failures within the lock window since the last success of the same scope: a device, a source, or
 * the untrusted pool (which no success resets, so the owner signing in does not reopen the strangers' lane).
 */
async function failuresSinceSuccess(
  db: Db,
  email: string,
  minutes: number,
  scope: { device: DeviceKey } | { ip: string | null } | 'untrusted',
): Promise<FailureCount> {
  const [failed, succeeded] =
    scope === 'untrusted'
      ? [sql`a.device is null`, sql`false`]
      : 'device' in scope
        ? [sql`a.device = ${scope.device}`, sql`ok.device = ${scope.device}`]
        : [sql`a.device is null and a.ip is not distinct from ${scope.ip}`, sql`ok.ip is not distinct from ${scope.ip}`];
  const { rows } = await sql<FailureCount>`
    select count(*)::int as failures, max(a.created_at) as latest
      from meta.sign_in_attempts a
     where a.email = ${email} and ${failed}
       and not a.succeeded
       and a.created_at > now() - make_interval(mins => ${minutes})
       and a.created_at > coalesce(
             (select max(ok.created_at) from meta.sign_in_attempts ok where ok.email = ${email} and ${succeeded} and ok.succeeded),
             '-infinity'::timestamptz)`.execute(db);
  return rows[0] ?? { failures: 0, latest: null };
}

/** Whether a successful sign-in of the account came with this device within DEVICE_TRUST_DAYS. */
export async function isKnownDevice(db: Db, email: string, device: DeviceKey): Promise<boolean> {
  const row = await db
    .selectFrom('meta.sign_in_attempts')
    .select('id')
    .where('email', '=', email)
    .where('device', '=', device)
    .where('succeeded', '=', true)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

function remaining(latest: Date, ms: number): number {
  return new Date(latest).getTime() + ms - Date.now();
}

/** The lock of one known device: LOCKOUT_THRESHOLD failures with it since its last success, for LOCKOUT_MINUTES after the last. */
export async function deviceLock(db: Db, email: string, device: DeviceKey, s: LockoutSettings): Promise<SignInBarrier | undefined> {
  const own = await failuresSinceSuccess(db, email, s.lockoutMinutes, { device });
  if (own.failures < s.lockoutThreshold || !own.latest) return undefined;
  const left = remaining(own.latest, s.lockoutMinutes * 60_000);
  return left > 0 ? { kind: 'locked', minutes: Math.ceil(left / 60_000) } : undefined;
}

/**
 * The lockout: OWASP's device-cookie pattern, so a stranger cannot turn it against the owner
 * (ASVS 5.0 V6.1.1, V6.3.1). Counted per e-mail address whether an account exists or not, so a
 * lock reveals nothing.
 * - A known device (a cookie that came with a successful sign-in of this account) counts only its
 *   own failures: LOCKOUT_THRESHOLD of them put that device among the untrusted for LOCKOUT_MINUTES.
 *   No per-account limit refuses it.
 * - Untrusted attempts (no known device) are locked per source: LOCKOUT_THRESHOLD failures from one
 *   IP lock that IP out of the account for LOCKOUT_MINUTES.
 * - An untrusted attempt from a source without failures on the account is not refused either: the
 *   owner on a new device gets in with the right password while strangers fail elsewhere.
 * - Untrusted attempts from sources that have failed (the strangers) share one slow lane after
 *   LOCKOUT_GLOBAL_THRESHOLD untrusted failures: one attempt per LOCKOUT_THROTTLE_SECONDS.
 */
export async function assessSignIn(db: Db, origin: SignInOrigin, s: LockoutSettings): Promise<SignInAssessment> {
  if (origin.knownDevice && !(await deviceLock(db, origin.email, origin.knownDevice, s))) return { device: origin.knownDevice, cleanSource: false };
  const fromSource = await failuresSinceSuccess(db, origin.email, s.lockoutMinutes, { ip: origin.ip ?? null });
  if (fromSource.failures >= s.lockoutThreshold && fromSource.latest) {
    const left = remaining(fromSource.latest, s.lockoutMinutes * 60_000);
    if (left > 0) return { cleanSource: false, barrier: { kind: 'locked', minutes: Math.ceil(left / 60_000) } };
  }
  if (fromSource.failures === 0) return { cleanSource: true };
  const untrusted = await failuresSinceSuccess(db, origin.email, s.lockoutMinutes, 'untrusted');
  if (untrusted.failures >= s.lockoutGlobalThreshold && untrusted.latest) {
    const left = remaining(untrusted.latest, s.lockoutThrottleSeconds * 1000);
    if (left > 0) return { cleanSource: false, barrier: { kind: 'throttled', seconds: Math.ceil(left / 1000) } };
  }
  return { cleanSource: false };
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

/** `device`: the known device a trusted attempt counted against, or the device a success came with; null for an untrusted failure. */
export async function recordSignInAttempt(db: Db, attempt: { email: string; ip: string | undefined; device?: DeviceKey }, succeeded: boolean): Promise<void> {
  await db
    .insertInto('meta.sign_in_attempts')
    .values({ email: attempt.email, ip: attempt.ip ?? null, device: attempt.device ?? null, succeeded })
    .execute();
}
