import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { renewInvitation } from './invitations.store';
import { assertRolesExist } from './roles.store';
import { roleIdsOf } from './users.store';

/**
 * POST /meta/customer/user/add: no account joins a customer without its owner's consent. The call
 * invites the address with the chosen roles (the invitation flow: the e-mail links to
 * /customer-user-onboarding; a new address sets its password there, an existing account accepts and
 * keeps its password); the user is a member once he accepts. The answer is the same for a known and
 * an unknown address (no existence oracle): the account's uid (an address without an account gets
 * one without a password, as before, which the onboarding completes) and `created: false`, since no
 * membership was created yet. The invitation e-mail is always sent (it is the consent);
 * `sendWelcomeMail` has nothing left to decide.
 */
export const usersAddRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.platform;

  contractRoute(app, CUSTOMER_ENDPOINTS.userAdd, async (request) => {
    const customer = requireCustomer(request);
    const by = requireUser(request);
    const { userModel } = request.body;
    await assertRolesExist(db, userModel.roleIds);
    const userUid = await db.transaction().execute(async (trx) => {
      const account =
        (await trx
          .insertInto('meta.users')
          .values({ email: userModel.email, firstname: userModel.firstname, lastname: userModel.lastname, password_hash: null })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('user_uid')
          .executeTakeFirst()) ?? (await trx.selectFrom('meta.users').select('user_uid').where('email', '=', userModel.email).executeTakeFirstOrThrow());
      // Members are listed to the caller anyway: adding one again is the conflict it always was.
      if ((await roleIdsOf(trx, customer.customerUid, account.user_uid)).length > 0) throw new HttpError(409, 'userAlreadyMember', 'userAlreadyMember');
      await renewInvitation(trx, mailer, config.publicUrl, {
        customerUid: customer.customerUid,
        customerName: customer.name,
        email: userModel.email,
        firstname: userModel.firstname,
        lastname: userModel.lastname,
        roleIds: userModel.roleIds,
        invitedBy: by.userUid,
      });
      return account.user_uid;
    });
    request.log.info({ by: by.email, customerUid: customer.customerUid, userUid }, 'user invited (user/add)');
    return { user_uid: userUid, created: false };
  });
};
