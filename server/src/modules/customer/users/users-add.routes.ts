import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { issuePasswordLink } from '../../../auth/password-reset.routes';
import { welcomeMail } from '../../../email/templates';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { assertRolesExist, grantRoles } from './roles.store';
import { roleIdsOf } from './users.store';

/** The welcome link sets the first password; valid for a week. */
export const WELCOME_LINK_MINUTES = 7 * 24 * 60;

/**
 * POST /meta/customer/user/add: creates the account (without a password) or takes the existing
 * one of that address, makes it a member with the roles, and with sendWelcomeMail e-mails a link
 * to set the password (only to an account that has none yet).
 */
export const usersAddRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.platform;

  contractRoute(app, CUSTOMER_ENDPOINTS.userAdd, async (request) => {
    const { customerUid } = requireCustomer(request);
    const { userModel, sendWelcomeMail } = request.body;
    await assertRolesExist(db, userModel.roleIds);
    const result = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('meta.users')
        .select(['user_uid', 'password_hash'])
        .where('email', '=', userModel.email)
        .forUpdate()
        .executeTakeFirst();
      if (existing && (await roleIdsOf(trx, customerUid, existing.user_uid)).length > 0) {
        throw new HttpError(409, 'userAlreadyMember', 'userAlreadyMember');
      }
      const user =
        existing ??
        (await trx
          .insertInto('meta.users')
          .values({ email: userModel.email, firstname: userModel.firstname, lastname: userModel.lastname, password_hash: null })
          .returning(['user_uid', 'password_hash'])
          .executeTakeFirstOrThrow());
      await grantRoles(trx, customerUid, user.user_uid, userModel.roleIds);
      const link =
        sendWelcomeMail && user.password_hash === null
          ? await issuePasswordLink(trx, config.publicUrl, { user_uid: user.user_uid, email: userModel.email }, WELCOME_LINK_MINUTES)
          : undefined;
      return { user_uid: user.user_uid, created: !existing, link };
    });
    if (result.link) await mailer.send(welcomeMail(userModel.email, result.link));
    request.log.info({ by: requireUser(request).email, customerUid, userUid: result.user_uid, created: result.created }, 'user added');
    return { user_uid: result.user_uid, created: result.created };
  });
};
