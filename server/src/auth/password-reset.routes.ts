import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
import { errorSchema, validationErrorSchema } from '@vws/shared/contract/common';
import type { MetaDatabase } from '../db/schema';
import { passwordResetMail } from '../email/templates';
import { authRateLimits } from '../http/rate-limit';
import { contractRoute } from '../platform/kit/contract-route';
import { HttpError } from '../platform/request-context';
import { recordAuthEvent } from './events';
import { passwordPolicyViolations } from './password-policy';
import { hashPassword } from './passwords';
import { endSessionsOfUser } from './sessions';
import { acceptInvitation, invitationStatus } from './invitations';
import { hashToken, newOpaqueToken } from './tokens';

const RESET_TOKEN_MINUTES = 60;

/**
 * A one-time link to /resetpassword that sets the user's password (reset, or the welcome mail of
 * an account created by an administrator, with a longer validity).
 */
export async function issuePasswordLink(
  db: Kysely<MetaDatabase>,
  publicUrl: string,
  user: { user_uid: string; email: string },
  validMinutes: number,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('meta.password_reset_tokens')
    .values({ token_hash: hashToken(token), user_uid: user.user_uid, expires_at: new Date(Date.now() + validMinutes * 60_000) })
    .execute();
  return `${publicUrl}/resetpassword?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
}

export function weakPassword(path: string, problems: string[]): HttpError {
  return new HttpError(400, 'validation', 'weakPassword', {
    fields: problems.map((message) => ({ path, message })),
  });
}

/**
 * POST /auth/request-new-password (never reveals whether the address exists), POST
 * /auth/reset-password, and the onboarding of an invitation: POST /auth/invitation-status and,
 * for an address that already has an account, POST /auth/accept-invitation.
 */
export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.platform;
  const rateLimits = () => authRateLimits(app, { perAccount: config.authRateLimitMax, perIp: config.authIpRateLimitMax });

  async function sendResetLink(db: Kysely<MetaDatabase>, email: string, ip: string, log: FastifyBaseLogger): Promise<void> {
    const user = await db
      .selectFrom('meta.users as u')
      .select(['u.user_uid', 'u.email'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('meta.user_profile_permissions as p')
              .select('p.permission')
              .whereRef('p.user_uid', '=', 'u.user_uid')
              .where('p.permission', '=', 'USER_DENY_Password_Reset'),
          )
          .as('denied'),
      )
      .where('u.email', '=', email)
      .where('u.is_active', '=', true)
      .executeTakeFirst();
    await recordAuthEvent(db, log, {
      event: 'password_reset_requested',
      userUid: user?.user_uid,
      email,
      ip,
      detail: { known: !!user, denied: !!user?.denied },
    });
    if (!user || user.denied) return;
    const link = await issuePasswordLink(db, config.publicUrl, user, RESET_TOKEN_MINUTES);
    await app.platform.mailer.send(passwordResetMail(user.email, link, RESET_TOKEN_MINUTES));
  }

  contractRoute(
    app,
    AUTH_ENDPOINTS.requestNewPassword,
    async (request) => {
      const { email } = request.body;
      const { ip, log } = request;
      // Answer first, then look the address up and mail: the answer takes the same time whether
      // the address is registered or not.
      app.platform.background.run('password reset request', () => sendResetLink(app.platform.db, email, ip, log));
      return { ok: true as const };
    },
    { preHandler: rateLimits(), docs: { errors: { 429: errorSchema } } },
  );

  contractRoute(
    app,
    AUTH_ENDPOINTS.resetPassword,
    async (request) => {
      const db = app.platform.db;
      const { email, token, password } = request.body;
      const problems = await passwordPolicyViolations(password, [email]);
      if (problems.length > 0) throw weakPassword('password', problems);
      const passwordHash = await hashPassword(password);
      const userUid = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('meta.password_reset_tokens as t')
          .innerJoin('meta.users as u', 'u.user_uid', 't.user_uid')
          .select(['t.token_hash', 'u.user_uid'])
          .where('t.token_hash', '=', hashToken(token))
          .where('u.email', '=', email)
          .where('u.is_active', '=', true)
          .where('t.used_at', 'is', null)
          .where('t.expires_at', '>', new Date())
          .forUpdate('t')
          .executeTakeFirst();
        if (!row) {
          // The onboarding link of an invitation sets the first password of a new account the
          // same way; an existing account keeps its password (POST /accept-invitation instead).
          const accepted = await acceptInvitation(trx, email, token, passwordHash);
          if (accepted.outcome === 'accountExists') throw new HttpError(409, 'accountExists', 'emailTaken');
          return accepted.outcome === 'accepted' ? accepted.userUid : undefined;
        }
        await trx
          .updateTable('meta.users')
          .set({ password_hash: passwordHash, password_changed_at: new Date() })
          .where('user_uid', '=', row.user_uid)
          .execute();
        // Every outstanding reset link of the user dies with this one.
        await trx
          .updateTable('meta.password_reset_tokens')
          .set({ used_at: new Date() })
          .where('user_uid', '=', row.user_uid)
          .where('used_at', 'is', null)
          .execute();
        await trx.deleteFrom('meta.sign_in_attempts').where('email', '=', email).where('succeeded', '=', false).execute();
        await endSessionsOfUser(trx, row.user_uid, 'password_reset');
        return row.user_uid;
      });
      if (!userUid) throw new HttpError(400, 'invalidToken', 'invalidToken');
      await recordAuthEvent(db, request.log, { event: 'password_reset', userUid, email, ip: request.ip });
      return { ok: true as const };
    },
    { preHandler: rateLimits(), docs: { errors: { 400: validationErrorSchema.or(errorSchema), 409: errorSchema, 429: errorSchema } } },
  );

  // Read-only: whether the onboarding page asks for a password. Only the holder of the invited
  // address's token learns anything (the customer's name and whether the address has an account).
  contractRoute(
    app,
    AUTH_ENDPOINTS.invitationStatus,
    async (request) => {
      const status = await invitationStatus(app.platform.db, request.body.email, request.body.token);
      if (!status) throw new HttpError(400, 'invalidToken', 'invalidToken');
      return status;
    },
    { preHandler: rateLimits(), docs: { errors: { 400: validationErrorSchema.or(errorSchema), 429: errorSchema } } },
  );

  // An existing account joins the customer: no password is set, its sessions stay open.
  contractRoute(
    app,
    AUTH_ENDPOINTS.acceptInvitation,
    async (request) => {
      const { email, token } = request.body;
      const accepted = await app.platform.db.transaction().execute((trx) => acceptInvitation(trx, email, token, null));
      if (accepted.outcome === 'invalidToken') throw new HttpError(400, 'invalidToken', 'invalidToken');
      // No account of that address yet: the page asks for a password (POST /reset-password).
      if (accepted.outcome !== 'accepted') throw new HttpError(409, 'passwordRequired', 'conflict');
      request.log.info({ userUid: accepted.userUid, email, customerUid: accepted.customerUid }, 'invitation accepted by an existing account');
      return { ok: true as const, customerName: accepted.customerName };
    },
    { preHandler: rateLimits(), docs: { errors: { 400: validationErrorSchema.or(errorSchema), 409: errorSchema, 429: errorSchema } } },
  );
};
