import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { assertRolesExist } from './roles.store';
import { listOpenInvitations, renewInvitation } from './invitations.store';

/**
 * The invitation calls of spec §7. The e-mail links to /customer-user-onboarding, where the
 * invited address (and only that one, spec §5) sets its password through POST /auth/reset-password;
 * an existing account of that address keeps its password and is only added to the customer
 * (POST /auth/accept-invitation; auth/invitations.ts).
 */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.platform;

  contractRoute(app, CUSTOMER_ENDPOINTS.invitations, async (request) => ({ invitations: await listOpenInvitations(db, requireCustomer(request).customerUid) }));

  contractRoute(app, CUSTOMER_ENDPOINTS.inviteUser, async (request) => {
    const customer = requireCustomer(request);
    const user = requireUser(request);
    const { email, firstname, lastname, role_id } = request.body.userInvitationRequest;
    if (role_id !== null) await assertRolesExist(db, [role_id]);
    const member = await db
      .selectFrom('meta.memberships as m')
      .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
      .select('u.user_uid')
      .where('u.email', '=', email)
      .where('m.customer_uid', '=', customer.customerUid)
      .executeTakeFirst();
    if (member) throw new HttpError(409, 'userAlreadyMember', 'userAlreadyMember');
    const { invitationUid } = await db.transaction().execute(async (trx) =>
      renewInvitation(trx, mailer, config.publicUrl, {
        customerUid: customer.customerUid,
        customerName: customer.name,
        email,
        firstname,
        lastname,
        roleId: role_id,
        invitedBy: user.userUid,
      }),
    );
    request.log.info({ by: user.email, customerUid: customer.customerUid, email }, 'user invited');
    return { invitation_uid: invitationUid };
  });

  contractRoute(app, CUSTOMER_ENDPOINTS.deleteInvitation, async (request) => {
    const { customerUid } = requireCustomer(request);
    const deleted = await db
      .deleteFrom('meta.invitations')
      .where('invitation_uid', '=', request.body.invitation_uid)
      .where('customer_uid', '=', customerUid)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'invitationNotFound', 'invitationNotFound');
    return { ok: true as const };
  });
};
