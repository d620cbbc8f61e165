import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { MetaDatabase } from '../db/schema';
import { DEVICE_TRUST_DAYS } from './device';
import { hashToken, newOpaqueToken } from './tokens';

type Db = Kysely<MetaDatabase>;

export interface SessionUser {
  user_uid: string;
  email: string;
  firstname: string;
  lastname: string;
}

function expiry(days: number): Date {
  return new Date(Date.now() + days * 24 * 3600 * 1000);
}

/** Opens a session (refresh-token family) and issues its first refresh token. */
export async function startSession(
  db: Db,
  userUid: string,
  meta: { ip?: string; userAgent?: string; refreshDays: number },
): Promise<{ sessionId: string; refreshToken: string }> {
  return db.transaction().execute(async (trx) => {
    const { session_id } = await trx
      .insertInto('meta.sessions')
      .values({ user_uid: userUid, ip: meta.ip ?? null, user_agent: meta.userAgent?.slice(0, 300) ?? null, revoked_reason: null })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    const refreshToken = newOpaqueToken();
    await trx
      .insertInto('meta.refresh_tokens')
      .values({ token_hash: hashToken(refreshToken), session_id, user_uid: userUid, expires_at: expiry(meta.refreshDays) })
      .execute();
    return { sessionId: session_id, refreshToken };
  });
}

export type RotateResult =
  | { kind: 'rotated'; user: SessionUser; sessionId: string; refreshToken: string }
  | { kind: 'reused'; userUid: string; sessionId: string }
  | { kind: 'invalid' };

export interface RotateOptions {
  refreshDays: number;
  sessionMaxDays: number;
  /** Server key from which a token's successor is derived (so a retry can be answered with it). */
  successorKey: Uint8Array;
  /** The calling client; only the same client may repeat a refresh within the grace. */
  client: { ip: string; userAgent: string };
  /** Seconds in which the same client may repeat a refresh with the same token. */
  graceSeconds: number;
}

/**
 * The successor of a refresh token: HMAC of the token under a server key. Deterministic, so a
 * retried refresh can be answered with the same new token although only hashes are stored;
 * unpredictable without the key.
 */
function successorOf(token: string, key: Uint8Array): string {
  return crypto.createHmac('sha256', key).update(`refresh-successor\0${token}`).digest('base64url');
}

/**
 * Exchanges a refresh token for a new one in the same family. A token used a second time means it
 * was stolen or replayed: the whole family (session) is revoked — unless the same client repeats
 * the refresh within a few seconds and the successor is still unused (a retry after a lost answer):
 * then it gets that same successor again.
 */
export async function rotateRefreshToken(db: Db, token: string, options: RotateOptions): Promise<RotateResult> {
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const row = await trx
      .selectFrom('meta.refresh_tokens as t')
      .innerJoin('meta.sessions as s', 's.session_id', 't.session_id')
      .innerJoin('meta.users as u', 'u.user_uid', 't.user_uid')
      .select([
        't.token_hash',
        't.session_id',
        't.used_at',
        't.used_ip',
        't.used_user_agent',
        't.expires_at',
        's.revoked_at',
        's.created_at as session_created_at',
        'u.user_uid',
        'u.email',
        'u.firstname',
        'u.lastname',
        'u.is_active',
      ])
      .where('t.token_hash', '=', hashToken(token))
      .forUpdate('t')
      .executeTakeFirst();
    if (!row || row.revoked_at || !row.is_active) return { kind: 'invalid' };
    const user = { user_uid: row.user_uid, email: row.email, firstname: row.firstname, lastname: row.lastname };
    const successor = successorOf(token, options.successorKey);
    if (row.used_at) {
      const sameClient = row.used_ip === options.client.ip && row.used_user_agent === options.client.userAgent;
      const withinGrace = Date.now() - new Date(row.used_at).getTime() <= options.graceSeconds * 1000;
      if (sameClient && withinGrace) {
        const next = await trx
          .selectFrom('meta.refresh_tokens')
          .select('used_at')
          .where('token_hash', '=', hashToken(successor))
          .where('session_id', '=', row.session_id)
          .executeTakeFirst();
        if (next && !next.used_at) return { kind: 'rotated', user, sessionId: row.session_id, refreshToken: successor };
      }
      await trx
        .updateTable('meta.sessions')
        .set({ revoked_at: new Date(), revoked_reason: 'refresh_reuse' })
        .where('session_id', '=', row.session_id)
        .execute();
      return { kind: 'reused', userUid: row.user_uid, sessionId: row.session_id };
    }
    if (new Date(row.expires_at).getTime() <= Date.now()) return { kind: 'invalid' };
    if (new Date(row.session_created_at).getTime() + options.sessionMaxDays * 24 * 3600 * 1000 <= Date.now()) return { kind: 'invalid' };
    await trx
      .updateTable('meta.refresh_tokens')
      .set({ used_at: new Date(), used_ip: options.client.ip, used_user_agent: options.client.userAgent })
      .where('token_hash', '=', row.token_hash)
      .execute();
    await trx
      .insertInto('meta.refresh_tokens')
      .values({ token_hash: hashToken(successor), session_id: row.session_id, user_uid: row.user_uid, expires_at: expiry(options.refreshDays) })
      .execute();
    await trx.updateTable('meta.sessions').set({ last_refreshed_at: new Date() }).where('session_id', '=', row.session_id).execute();
    return { kind: 'rotated', user, sessionId: row.session_id, refreshToken: successor };
  });
}

/** The session a refresh token belongs to (for sign-out), if the token is known. */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<{ sessionId: string; userUid: string } | undefined> {
  const row = await db.selectFrom('meta.refresh_tokens').select(['session_id', 'user_uid']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row ? { sessionId: row.session_id, userUid: row.user_uid } : undefined;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('meta.sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset), or every other one (password change, "end all others"); how many ended. */
export async function endSessionsOfUser(db: Db, userUid: string, reason: string, exceptSessionId?: string): Promise<number> {
  let q = db
    .updateTable('meta.sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_uid', '=', userUid)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('session_id', '!=', exceptSessionId);
  const [result] = await q.execute();
  return Number(result?.numUpdatedRows ?? 0);
}

/** Ends one open session of the user; false when the user has no such open session. */
export async function endSessionOfUser(db: Db, userUid: string, sessionId: string, reason: string): Promise<boolean> {
  const [result] = await db
    .updateTable('meta.sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_uid', '=', userUid)
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  return Number(result?.numUpdatedRows ?? 0) > 0;
}

export interface OpenSession {
  sessionId: string;
  createdAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
}

/** The user's sessions that can still be refreshed: not ended, not idle and not older than their limits. */
export async function openSessionsOfUser(db: Db, userUid: string, limits: { refreshDays: number; sessionMaxDays: number }): Promise<OpenSession[]> {
  const rows = await db
    .selectFrom('meta.sessions')
    .select(['session_id', 'created_at', 'last_refreshed_at', 'user_agent'])
    .where('user_uid', '=', userUid)
    .where('revoked_at', 'is', null)
    .where('last_refreshed_at', '>', sql<Date>`now() - make_interval(days => ${limits.refreshDays})`)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${limits.sessionMaxDays})`)
    .orderBy('last_refreshed_at', 'desc')
    .execute();
  return rows.map((r) => ({ sessionId: r.session_id, createdAt: new Date(r.created_at), lastUsedAt: new Date(r.last_refreshed_at), userAgent: r.user_agent }));
}

/** The user of an access token, if the token's session is still open and the user active. */
export async function activeSessionUser(db: Db, userUid: string, sessionId: string): Promise<SessionUser | undefined> {
  return db
    .selectFrom('meta.sessions as s')
    .innerJoin('meta.users as u', 'u.user_uid', 's.user_uid')
    .select(['u.user_uid', 'u.email', 'u.firstname', 'u.lastname'])
    .where('s.session_id', '=', sessionId)
    .where('s.user_uid', '=', userUid)
    .where('s.revoked_at', 'is', null)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

/**
 * Housekeeping: refresh and reset tokens that expired, sessions ended long ago, and sign-in
 * attempts older than any lockout window and the trust of a device. The auth event log is kept.
 */
export async function pruneAuthBookkeeping(db: Db): Promise<void> {
  await db
    .deleteFrom('meta.refresh_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('meta.password_reset_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('meta.sessions')
    .where('revoked_at', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
  // Successful attempts are what makes a device known (auth/device.ts): kept as long as that lasts.
  await db
    .deleteFrom('meta.sign_in_attempts')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`)
    .execute();
}
