import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { endSessionsOfUser, hashPassword, passwordPolicyViolations, recordAuthEvent, verifyCurrentPassword, weakPassword } from '../../auth';
import { contractRoute } from '../../platform/kit/contract-route';
import { requireSessionId, requireUser } from '../../platform/request-context';
import { metaDbOf } from './meta-db';
import { deniedBy } from './profile-flags';

/**
 * PUT /meta/userprofile/update-pw: needs the current password, applies the policy (the contract's
 * rules plus the common-password lists and the strength estimate; wrong current passwords count towards the sign-in lockout), and ends the user's other sessions while this one stays
 * signed in (DESIGN.md §6).
 */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const db = metaDbOf(app);

  contractRoute(
    app,
    META_ENDPOINTS.updatePassword,
    async (request) => {
      const user = requireUser(request);
      const { password_old, password_new } = request.body;
      await verifyCurrentPassword(db, app.platform.config, { ...user, ip: request.ip, sessionId: requireSessionId(request), log: request.log }, password_old);
      const problems = await passwordPolicyViolations(password_new, [user.email, user.firstname, user.lastname]);
      if (problems.length > 0) throw weakPassword('password_new', problems);
      const passwordHash = await hashPassword(password_new);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('meta.users')
          .set({ password_hash: passwordHash, password_changed_at: new Date() })
          .where('user_uid', '=', user.userUid)
          .execute();
        await endSessionsOfUser(trx, user.userUid, 'password_changed', request.sessionId);
      });
      await recordAuthEvent(db, request.log, {
        event: 'password_changed',
        userUid: user.userUid,
        email: user.email,
        ip: request.ip,
      });
      return { ok: true as const };
    },
    { preValidation: deniedBy(db, 'USER_DENY_Password_Edit') },
  );
};
