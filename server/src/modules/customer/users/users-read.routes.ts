import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';
import { requireCustomer, requireUser } from '../../../platform/request-context';
import { metaAdministrators, rolesLockedReason } from './role-guard';
import { usersWithPermission, usersWithRoles } from './users.store';

/** GET /meta/customer/users?permission and GET /meta/customer/users-roles (spec §7). */
export const usersReadRoutes: FastifyPluginAsync = async (app) => {
  const db = app.platform.db;

  // Names only (spec §3 user list entries): what pickers of any member need, e.g. the VVT's PO.
  contractRoute(app, CUSTOMER_ENDPOINTS.users, async (request) => ({
    userList: await usersWithPermission(db, requireCustomer(request).customerUid, request.query.permission),
  }));

  // Each member says why the caller may not change his roles, so the list can tell instead of offering what the server refuses.
  contractRoute(app, CUSTOMER_ENDPOINTS.usersRoles, async (request) => {
    const caller = requireUser(request).userUid;
    const users = await usersWithRoles(db, requireCustomer(request).customerUid);
    const admins = await metaAdministrators(db, [caller, ...users.map((u) => u.user_uid)]);
    return { usersRoles: users.map((user) => ({ ...user, rolesLocked: rolesLockedReason(caller, user.user_uid, admins) })) };
  });
};
