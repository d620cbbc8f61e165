import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../db/schema';
import { HttpError } from '../platform/request-context';
import { recordAuthEvent } from './events';
import { barrierError, deviceLock, recordSignInAttempt, type LockoutSettings } from './lockout';
import { verifyPassword } from './passwords';
import { hashToken } from './tokens';

interface Caller {
  userUid: string;
  email: string;
  ip: string;
  /** The session of the request: the "device" its failures count against. */
  sessionId: string;
  log: Parameters<typeof recordAuthEvent>[1];
}

/**
 * A signed-in user re-entering their password (password change): a wrong one counts like a failed
 * sign-in, against the session as its device, so a stolen session cannot guess the password
 * without limit: LOCKOUT_THRESHOLD failures lock the session out of it for LOCKOUT_MINUTES (even
 * the right one is refused then). Strangers' failed sign-ins never keep the owner from it.
 */
export async function verifyCurrentPassword(db: Kysely<MetaDatabase>, settings: LockoutSettings, caller: Caller, password: string): Promise<void> {
  const device = hashToken(`session\0${caller.sessionId}`);
  const barrier = await deviceLock(db, caller.email, device, settings);
  if (barrier) throw barrierError(barrier);
  const stored = await db.selectFrom('meta.users').select('password_hash').where('user_uid', '=', caller.userUid).executeTakeFirst();
  const ok = !!stored?.password_hash && (await verifyPassword(stored.password_hash, password));
  await recordSignInAttempt(db, { email: caller.email, ip: caller.ip, device }, ok);
  if (ok) return;
  await recordAuthEvent(db, caller.log, {
    event: 'sign_in_failed',
    userUid: caller.userUid,
    email: caller.email,
    ip: caller.ip,
    detail: { reason: 'password_change' },
  });
  const nowBarred = await deviceLock(db, caller.email, device, settings);
  if (nowBarred) throw barrierError(nowBarred);
  throw new HttpError(400, 'wrongPassword', 'wrongPassword');
}
