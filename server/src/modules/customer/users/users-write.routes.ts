import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { DSB_ROLE_ID } from '@vws/shared/permissions';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { assertRolesExist, grantRoles, notMember, planRoleRemoval, removalConflict, revokeRoles } from './roles.store';
import { refuseLockedRoles } from './role-guard';
import { roleIdsOf } from './users.store';

/** The role calls of spec §7: add, delete with the force flags, and the DPO action. */
export const usersWriteRoutes: FastifyPluginAsync = async (app) => {
  const { db, modules } = app.platform;
  const assignmentHooks = modules.flatMap((m) => (m.userAssignments ? [m.userAssignments] : []));

  contractRoute(app, CUSTOMER_ENDPOINTS.usersRolesAdd, async (request) => {
    const { customerUid } = requireCustomer(request);
    const { userUid, roleId } = request.body;
    await refuseLockedRoles(db, requireUser(request).userUid, userUid);
    await assertRolesExist(db, [roleId]);
    if ((await roleIdsOf(db, customerUid, userUid)).length === 0) throw notMember();
    await grantRoles(db, customerUid, userUid, [roleId]);
    request.log.info({ by: requireUser(request).email, customerUid, userUid, roleId }, 'role added');
    return { ok: true as const };
  });

  contractRoute(app, CUSTOMER_ENDPOINTS.usersRolesDelete, async (request) => {
    const { customerUid } = requireCustomer(request);
    const { userUid, roleId, forceDeleteMemberRole, forceDeletePORole } = request.query;
    await refuseLockedRoles(db, requireUser(request).userUid, userUid);
    const plan = await planRoleRemoval(db, customerUid, userUid, roleId);
    const countAssigned = () =>
      request.withTenant(async ({ db: tenant }) => {
        let n = 0;
        for (const hook of assignmentHooks) n += await hook.count(tenant, userUid);
        return n;
      });
    const assigned = plan.removesPo && assignmentHooks.length > 0 ? await countAssigned() : 0;
    const conflict = await removalConflict(db, customerUid, plan, assigned, { forceDeleteMemberRole, forceDeletePORole });
    if (conflict) throw new HttpError(409, conflict.code, conflict.code, conflict.count === undefined ? {} : { count: conflict.count });
    if (assigned > 0) {
      await request.withTenant(async ({ db: tenant }) => {
        for (const hook of assignmentHooks) await hook.unassign(tenant, userUid);
      });
    }
    await revokeRoles(db, customerUid, userUid, plan.removed);
    request.log.info({ by: requireUser(request).email, customerUid, userUid, removed: plan.removed, assigned }, 'roles removed');
    return { ok: true as const, removedFromCustomer: plan.removesMembership };
  });

  contractRoute(app, CUSTOMER_ENDPOINTS.addDataProtectionOfficerRole, async (request) => {
    const { customerUid } = requireCustomer(request);
    if (request.body.customer_uid !== customerUid) throw new HttpError(400, 'customerUidInvalid', 'customerUidInvalid');
    const user = requireUser(request);
    await grantRoles(db, customerUid, user.userUid, [DSB_ROLE_ID]);
    request.log.info({ by: user.email, customerUid }, 'data protection officer role taken');
    return { ok: true as const };
  });
};
