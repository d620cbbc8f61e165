import type { FastifyPluginAsync } from 'fastify';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';
import { errorSchema } from '@vws/shared/contract/common';
import { contractRoute } from '../platform/kit/contract-route';
import { unauthorized } from '../platform/authorize';
import { clearSessionCookies, readCookie } from './cookies';
import { recordAuthEvent } from './events';
import { issueSessionCookies } from './session-issue';
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions';
import { verifyAccessToken } from './tokens';

/** A retry of the same refresh by the same client within this time gets the same answer. */
const REFRESH_RETRY_GRACE_SECONDS = 10;

/** POST /auth/token-refresh (rotation within the family; reuse revokes it) and POST /auth/sign-out. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.platform;

  contractRoute(
    app,
    AUTH_ENDPOINTS.tokenRefresh,
    async (request, reply) => {
      const db = app.platform.db;
      const token = readCookie(request, config.secureCookies, 'refresh');
      if (!token) throw unauthorized();
      const result = await rotateRefreshToken(db, token, {
        refreshDays: config.refreshTokenDays,
        sessionMaxDays: config.sessionMaxDays,
        successorKey: app.platform.accessKey,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        graceSeconds: REFRESH_RETRY_GRACE_SECONDS,
      });
      if (result.kind !== 'rotated') {
        clearSessionCookies(reply, config);
        if (result.kind === 'reused') {
          await recordAuthEvent(db, request.log, {
            event: 'token_refresh_reuse',
            userUid: result.userUid,
            ip: request.ip,
            detail: { sessionId: result.sessionId, revoked: true },
          });
        }
        throw unauthorized();
      }
      await issueSessionCookies(app, reply, result.user.user_uid, result.sessionId, result.refreshToken);
      return { usermodel: result.user };
    },
    { docs: { errors: { 401: errorSchema } } },
  );

  contractRoute(
    app,
    AUTH_ENDPOINTS.signOut,
    async (request, reply) => {
      const db = app.platform.db;
      const refresh = readCookie(request, config.secureCookies, 'refresh');
      const access = readCookie(request, config.secureCookies, 'access');
      const session =
        (refresh ? await sessionOfRefreshToken(db, refresh) : undefined) ?? (access ? await verifyAccessToken(app.platform.accessKey, access) : undefined);
      clearSessionCookies(reply, config);
      if (!session) throw unauthorized();
      await revokeSession(db, session.sessionId, 'sign_out');
      await recordAuthEvent(db, request.log, { event: 'sign_out', userUid: session.userUid, ip: request.ip, detail: { sessionId: session.sessionId } });
      return { ok: true as const };
    },
    { docs: { errors: { 401: errorSchema } } },
  );
};
