import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { endSessionOfUser, endSessionsOfUser, openSessionsOfUser, recordAuthEvent } from '../../auth';
import { contractRoute } from '../../platform/kit/contract-route';
import { HttpError, requireSessionId, requireUser } from '../../platform/request-context';
import { metaDbOf } from './meta-db';

/**
 * The signed-in user's own sessions (issue 26 item 8): the open ones, and ending one other or all
 * others. The current one is ended by signing out, which also clears its cookies.
 */
export const sessionsRoutes: FastifyPluginAsync = async (app) => {
  const db = metaDbOf(app);
  const { config } = app.platform;

  contractRoute(app, META_ENDPOINTS.userSessions, async (request) => {
    const user = requireUser(request);
    const current = requireSessionId(request);
    const open = await openSessionsOfUser(db, user.userUid, { refreshDays: config.refreshTokenDays, sessionMaxDays: config.sessionMaxDays });
    const sessions = open.map((s) => ({
      sessionId: s.sessionId,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      userAgent: s.userAgent,
      current: s.sessionId === current,
    }));
    return { sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
  });

  contractRoute(app, META_ENDPOINTS.endSessions, async (request) => {
    const user = requireUser(request);
    const current = requireSessionId(request);
    const { sessionId } = request.query;
    let ended: number;
    if (sessionId !== undefined) {
      if (sessionId === current) throw new HttpError(400, 'sessionIsCurrent', 'sessionIsCurrent');
      // Another user's session answers like an unknown one.
      if (!(await endSessionOfUser(db, user.userUid, sessionId, 'ended_by_user'))) throw new HttpError(404, 'sessionNotFound', 'sessionNotFound');
      ended = 1;
    } else {
      ended = await endSessionsOfUser(db, user.userUid, 'ended_by_user', current);
    }
    await recordAuthEvent(db, request.log, {
      event: 'sessions_ended',
      userUid: user.userUid,
      email: user.email,
      ip: request.ip,
      detail: { by: current, ...(sessionId ? { sessionId } : { all: true }), ended },
    });
    return { ended };
  });
};
