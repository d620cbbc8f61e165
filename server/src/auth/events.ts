import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../db/schema';

export type AuthEventName =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'lockout'
  | 'sign_out'
  | 'token_refresh_reuse'
  | 'authorization_refused'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'sessions_ended';

export interface AuthEvent {
  event: AuthEventName;
  userUid?: string | null;
  email?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Security-relevant events go to the log and to meta.auth_events; a failing insert never fails the request. */
export async function recordAuthEvent(db: Kysely<MetaDatabase>, log: FastifyBaseLogger, e: AuthEvent): Promise<void> {
  const level = e.event === 'sign_in' || e.event === 'sign_out' || e.event === 'password_changed' ? 'info' : 'warn';
  log[level]({ authEvent: e.event, userUid: e.userUid, email: e.email, ip: e.ip, ...e.detail }, `auth: ${e.event}`);
  try {
    await db
      .insertInto('meta.auth_events')
      .values({
        event: e.event,
        user_uid: e.userUid ?? null,
        email: e.email ?? null,
        ip: e.ip ?? null,
        detail: JSON.stringify(e.detail ?? {}),
      })
      .execute();
  } catch (err) {
    log.error({ err }, 'could not store auth event');
  }
}
