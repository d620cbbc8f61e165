import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { issuePasswordLink } from '../../../auth/password-reset.routes';
import { endSessionsOfUser } from '../../../auth/sessions';
import { passwordResetMail, welcomeMail } from '../../../email/templates';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireUser } from '../../../platform/request-context';
import { searchUsers } from './users.store';

const LINK_MINUTES = 7 * 24 * 60;
const notFound = () => new HttpError(404, 'userNotFound', 'userNotFound');

/** Users across customers (META_Manage_Users): search, create, lock and unlock, password link. */
export const adminUserRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.platform;

  contractRoute(app, META_ENDPOINTS.adminUsers, async (request) => searchUsers(db, request.query.search, request.query.limit));

  contractRoute(app, META_ENDPOINTS.adminUserCreate, async (request) => {
    const { email, firstname, lastname, sendPasswordLink } = request.body;
    if (await db.selectFrom('meta.users').select('user_uid').where('email', '=', email).executeTakeFirst())
      throw new HttpError(409, 'emailTaken', 'emailTaken');
    const { user_uid } = await db
      .insertInto('meta.users')
      .values({ email, firstname, lastname, password_hash: null })
      .returning('user_uid')
      .executeTakeFirstOrThrow();
    if (sendPasswordLink) await mailer.send(welcomeMail(email, await issuePasswordLink(db, config.publicUrl, { user_uid, email }, LINK_MINUTES)));
    request.log.info({ by: requireUser(request).email, email }, 'user created by meta admin');
    return { user_uid };
  });

  contractRoute(app, META_ENDPOINTS.adminUserLock, async (request) => {
    const { user_uid, locked } = request.body;
    const me = requireUser(request);
    if (locked && user_uid === me.userUid) throw new HttpError(409, 'conflict', 'conflict');
    await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('meta.users').set({ is_active: !locked }).where('user_uid', '=', user_uid).returning('user_uid').executeTakeFirst();
      if (!row) throw notFound();
      if (locked) await endSessionsOfUser(trx, user_uid, 'locked_by_admin');
    });
    request.log.info({ by: me.email, user_uid, locked }, 'account lock changed');
    return { ok: true as const };
  });

  contractRoute(app, META_ENDPOINTS.adminUserPasswordLink, async (request) => {
    const user = await db
      .selectFrom('meta.users')
      .select(['user_uid', 'email', 'password_hash'])
      .where('user_uid', '=', request.body.user_uid)
      .executeTakeFirst();
    if (!user) throw notFound();
    const link = await issuePasswordLink(db, config.publicUrl, user, LINK_MINUTES);
    await mailer.send(user.password_hash === null ? welcomeMail(user.email, link) : passwordResetMail(user.email, link, LINK_MINUTES));
    return { ok: true as const };
  });
};
