import type { FastifyPluginAsync } from 'fastify';
import { signInLockedSchema } from '@vws/shared/contract/auth';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
import { errorSchema } from '@vws/shared/contract/common';
import { authRateLimits } from '../http/rate-limit';
import { contractRoute } from '../platform/kit/contract-route';
import { HttpError } from '../platform/request-context';
import { recordAuthEvent } from './events';
import { barrierError, recordSignInAttempt, signInBarrier } from './lockout';
import { burnPasswordCheck, verifyPassword, warmUpPasswordCheck } from './passwords';
import { issueSessionCookies } from './session-issue';
import { startSession } from './sessions';

/** POST /auth/sign-in: the same answer for an unknown e-mail and a wrong password; locks after repeated failures. */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.platform;
  await warmUpPasswordCheck();
  contractRoute(
    app,
    AUTH_ENDPOINTS.signIn,
    async (request, reply) => {
      const db = app.platform.db;
      const { email, password } = request.body;
      const barrier = await signInBarrier(db, email, request.ip, config);
      if (barrier) {
        await recordAuthEvent(db, request.log, { event: 'sign_in_locked', email, ip: request.ip, detail: barrier });
        throw barrierError(barrier);
      }
      const user = await db
        .selectFrom('meta.users')
        .select(['user_uid', 'email', 'firstname', 'lastname', 'password_hash', 'is_active'])
        .where('email', '=', email)
        .executeTakeFirst();
      const ok = user?.password_hash && user.is_active ? await verifyPassword(user.password_hash, password) : await burnPasswordCheck(password);
      await recordSignInAttempt(db, email, request.ip, !!(ok && user));
      if (!ok || !user) {
        await recordAuthEvent(db, request.log, { event: 'sign_in_failed', userUid: user?.user_uid, email, ip: request.ip });
        const nowBarred = await signInBarrier(db, email, request.ip, config);
        if (nowBarred?.kind === 'locked') {
          await recordAuthEvent(db, request.log, { event: 'lockout', userUid: user?.user_uid, email, ip: request.ip, detail: nowBarred });
          throw barrierError(nowBarred);
        }
        throw new HttpError(401, 'invalidCredentials', 'invalidCredentials');
      }
      const { sessionId, refreshToken } = await startSession(db, user.user_uid, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        refreshDays: config.refreshTokenDays,
      });
      await issueSessionCookies(app, reply, user.user_uid, sessionId, refreshToken);
      await recordAuthEvent(db, request.log, { event: 'sign_in', userUid: user.user_uid, email, ip: request.ip, detail: { sessionId } });
      return { usermodel: { user_uid: user.user_uid, email: user.email, firstname: user.firstname, lastname: user.lastname } };
    },
    {
      preHandler: authRateLimits(app, { perAccount: config.authRateLimitMax, perIp: config.authIpRateLimitMax }),
      docs: { errors: { 401: errorSchema, 423: signInLockedSchema, 429: errorSchema } },
    },
  );
};
