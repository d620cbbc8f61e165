import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerQuerySchema, okSchema } from '@vws/shared/contract/common';
import { addDpoRoleBodySchema, addUserRoleBodySchema, deleteUserRoleQuerySchema } from '@vws/shared/contract/meta-customer';
import { DSB_ROLE_ID } from '@vws/shared/permissions';
import { z } from 'zod';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';
import { assertRolesExist, grantRoles, notMember, planRoleRemoval, removalConflict, revokeRoles } from './roles.store';
import { roleIdsOf } from './users.store';

const deleteResponseSchema = z.object({ ok: z.literal(true), removedFromCustomer: z.boolean() });

/** The role calls of spec §7: add, delete with the force flags, and the DPO action. */
export const usersWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, modules } = app.platform;
  const assignmentHooks = modules.flatMap((m) => (m.userAssignments ? [m.userAssignments] : []));

  app.post(
    '/meta/customer/users-roles/add',
    {
      schema: { tags: ['customer'], summary: 'Give a member a role', querystring: customerQuerySchema, body: addUserRoleBodySchema, response: { 200: okSchema } },
      config: { access: { permission: 'VWS_User_ManageRoles' } },
    },
    async (request) => {
      const { customerUid } = requireCustomer(request);
      const { userUid, roleId } = request.body;
      await assertRolesExist(db, [roleId]);
      if ((await roleIdsOf(db, customerUid, userUid)).length === 0) throw notMember();
      await grantRoles(db, customerUid, userUid, [roleId]);
      request.log.info({ by: requireUser(request).email, customerUid, userUid, roleId }, 'role added');
      return { ok: true as const };
    },
  );

  app.delete(
    '/meta/customer/users-roles/delete',
    {
      schema: {
        tags: ['customer'],
        summary: 'Take a role from a member (Mitglied: remove from the customer); 409 names the force flag needed',
        querystring: deleteUserRoleQuerySchema,
        response: { 200: deleteResponseSchema },
      },
      config: { access: { permission: 'VWS_User_ManageRoles' } },
    },
    async (request) => {
      const { customerUid } = requireCustomer(request);
      const { userUid, roleId, forceDeleteMemberRole, forceDeletePORole } = request.query;
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
    },
  );

  app.post(
    '/meta/customer/users-roles/addDataProtectionOfficerRole',
    {
      schema: {
        tags: ['customer'],
        summary: 'The caller takes the data protection officer role in the customer',
        querystring: customerQuerySchema,
        body: addDpoRoleBodySchema,
        response: { 200: okSchema },
      },
      config: { access: { permission: 'VWS_User_ManageRoles' } },
    },
    async (request) => {
      const { customerUid } = requireCustomer(request);
      if (request.body.customer_uid !== customerUid) throw new HttpError(400, 'customerUidInvalid', 'customerUidInvalid');
      const user = requireUser(request);
      await grantRoles(db, customerUid, user.userUid, [DSB_ROLE_ID]);
      request.log.info({ by: user.email, customerUid }, 'data protection officer role taken');
      return { ok: true as const };
    },
  );
};
