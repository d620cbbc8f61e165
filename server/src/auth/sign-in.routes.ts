import type { FastifyPluginAsync } from 'fastify';
import { signInLockedSchema } from '@vws/shared/contract/auth';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
import { errorSchema } from '@vws/shared/contract/common';
import { authRateLimiters } from '../http/rate-limit';
import { contractRoute } from '../platform/kit/contract-route';
import { HttpError } from '../platform/request-context';
import { deviceOf, newDevice, setDeviceCookie } from './device';
import { recordAuthEvent } from './events';
import { assessSignIn, barrierError, isKnownDevice, recordSignInAttempt } from './lockout';
import { burnPasswordCheck, verifyPassword, warmUpPasswordCheck } from './passwords';
import { issueSessionCookies } from './session-issue';
import { startSession } from './sessions';

/**
 * POST /auth/sign-in: the same answer for an unknown e-mail and a wrong password; locks after
 * repeated failures, but never the owner's known device (auth/lockout.ts). A success sets the
 * device cookie (auth/device.ts).
 */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  const { config, accessKey } = app.platform;
  await warmUpPasswordCheck();
  const limits = authRateLimiters(app, { perAccount: config.authRateLimitMax, perIp: config.authIpRateLimitMax });
  contractRoute(
    app,
    AUTH_ENDPOINTS.signIn,
    async (request, reply) => {
      const db = app.platform.db;
      const { email, password } = request.body;
      const cookieDevice = deviceOf(request, accessKey, config.secureCookies);
      const knownDevice = cookieDevice && (await isKnownDevice(db, email, cookieDevice.device)) ? cookieDevice.device : undefined;
      const assessment = await assessSignIn(db, { email, ip: request.ip, knownDevice }, config);
      if (assessment.barrier) {
        await recordAuthEvent(db, request.log, { event: 'sign_in_locked', email, ip: request.ip, detail: assessment.barrier });
        throw barrierError(assessment.barrier);
      }
      // Only suspect attempts (untrusted, from a source that failed on this account) count against the account's rate.
      if (!assessment.device && !assessment.cleanSource) await limits.perAccount.call(app, request, reply);
      const user = await db
        .selectFrom('meta.users')
        .select(['user_uid', 'email', 'firstname', 'lastname', 'password_hash', 'is_active'])
        .where('email', '=', email)
        .executeTakeFirst();
      const ok = user?.password_hash && user.is_active ? await verifyPassword(user.password_hash, password) : await burnPasswordCheck(password);
      if (!ok || !user) {
        await recordSignInAttempt(db, { email, ip: request.ip, device: assessment.device }, false);
        await recordAuthEvent(db, request.log, {
          event: 'sign_in_failed',
          userUid: user?.user_uid,
          email,
          ip: request.ip,
          detail: { knownDevice: !!assessment.device },
        });
        const after = await assessSignIn(db, { email, ip: request.ip, knownDevice: assessment.device }, config);
        if (after.barrier?.kind === 'locked') {
          await recordAuthEvent(db, request.log, { event: 'lockout', userUid: user?.user_uid, email, ip: request.ip, detail: after.barrier });
          throw barrierError(after.barrier);
        }
        throw new HttpError(401, 'invalidCredentials', 'invalidCredentials');
      }
      const device = cookieDevice ?? newDevice(accessKey);
      await recordSignInAttempt(db, { email, ip: request.ip, device: device.device }, true);
      setDeviceCookie(reply, config, device.cookie);
      const { sessionId, refreshToken } = await startSession(db, user.user_uid, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        refreshDays: config.refreshTokenDays,
      });
      await issueSessionCookies(app, reply, user.user_uid, sessionId, refreshToken);
      await recordAuthEvent(db, request.log, {
        event: 'sign_in',
        userUid: user.user_uid,
        email,
        ip: request.ip,
        detail: { sessionId, knownDevice: !!assessment.device },
      });
      return { usermodel: { user_uid: user.user_uid, email: user.email, firstname: user.firstname, lastname: user.lastname } };
    },
    {
      preHandler: limits.perIp,
      docs: { errors: { 401: errorSchema, 423: signInLockedSchema, 429: errorSchema } },
    },
  );
};
