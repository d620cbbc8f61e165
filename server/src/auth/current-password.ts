import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../db/schema';
import { HttpError } from '../platform/request-context';
import { recordAuthEvent } from './events';
import { barrierError, recordSignInAttempt, signInBarrier, type LockoutSettings } from './lockout';
import { verifyPassword } from './passwords';

interface Caller {
  userUid: string;
  email: string;
  ip: string;
  log: Parameters<typeof recordAuthEvent>[1];
}

/**
 * A signed-in user re-entering their password (password change): a wrong one counts like a failed
 * sign-in of that account and source, so a stolen session cannot guess the password without limit;
 * while locked even the right one is refused.
 */
export async function verifyCurrentPassword(db: Kysely<MetaDatabase>, settings: LockoutSettings, caller: Caller, password: string): Promise<void> {
  const barrier = await signInBarrier(db, caller.email, caller.ip, settings);
  if (barrier) throw barrierError(barrier);
  const stored = await db.selectFrom('meta.users').select('password_hash').where('user_uid', '=', caller.userUid).executeTakeFirst();
  const ok = !!stored?.password_hash && (await verifyPassword(stored.password_hash, password));
  await recordSignInAttempt(db, caller.email, caller.ip, ok);
  if (ok) return;
  await recordAuthEvent(db, caller.log, {
    event: 'sign_in_failed',
    userUid: caller.userUid,
    email: caller.email,
    ip: caller.ip,
    detail: { reason: 'password_change' },
  });
  const nowBarred = await signInBarrier(db, caller.email, caller.ip, settings);
  if (nowBarred?.kind === 'locked') throw barrierError(nowBarred);
  throw new HttpError(400, 'wrongPassword', 'wrongPassword');
}
