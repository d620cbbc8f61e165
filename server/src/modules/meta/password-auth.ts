import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hash, verify } from '@node-rs/argon2';
import type { MetaDb } from './meta.store';

/**
 * Password and session operations the password change needs. They belong to the platform's auth
 * (server/src/auth/); this adapter stands in until those functions exist.
 */

const COMMON_PASSWORDS = new Set([
  'passwort1!', 'password1!', 'passwort123!', 'password123!', 'qwertz123!', 'qwerty123!', 'hallo123!',
  'admin123!', 'welcome1!', 'willkommen1!', 'sommer2024!', 'winter2024!', '12345678!', 'p@ssw0rd1',
  'p@ssword1', 'passw0rd!', 'letmein1!', 'iloveyou1!', 'abc12345!', 'test1234!',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export async function verifyCurrentPassword(db: MetaDb, userUid: string, password: string): Promise<boolean> {
  const user = await db.selectFrom('meta.users').select('password_hash').where('user_uid', '=', userUid).executeTakeFirst();
  if (!user?.password_hash) return false;
  try {
    return await verify(user.password_hash, password);
  } catch {
    return false;
  }
}

export async function setPassword(db: MetaDb, userUid: string, password: string): Promise<void> {
  await db
    .updateTable('meta.users')
    .set({ password_hash: await hash(password), password_changed_at: new Date() })
    .where('user_uid', '=', userUid)
    .execute();
}

const REFRESH_COOKIE_NAMES = ['__Host-vws_refresh', 'vws_refresh'];

/** The session (refresh-token family) of this request, found through its refresh cookie. */
async function currentSessionId(db: MetaDb, request: FastifyRequest): Promise<string | undefined> {
  const cookies = (request as unknown as { cookies?: Record<string, string | undefined> }).cookies ?? {};
  const token = REFRESH_COOKIE_NAMES.map((name) => cookies[name]).find(Boolean);
  if (!token) return undefined;
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  const row = await db.selectFrom('meta.refresh_tokens').select('session_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.session_id;
}

/** Revokes every other session of the user, keeping the one this request belongs to. */
export async function endOtherSessions(db: MetaDb, userUid: string, request: FastifyRequest): Promise<void> {
  const keep = await currentSessionId(db, request);
  let update = db
    .updateTable('meta.sessions')
    .set({ revoked_at: new Date(), revoked_reason: 'passwordChanged' })
    .where('user_uid', '=', userUid)
    .where('revoked_at', 'is', null);
  if (keep) update = update.where('session_id', '!=', keep);
  await update.execute();
}
