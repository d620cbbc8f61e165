import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';
import { requireCustomer } from '../../../platform/request-context';
import { usersWithPermission, usersWithRoles } from './users.store';

/** GET /meta/customer/users?permission and GET /meta/customer/users-roles (spec §7). */
export const usersReadRoutes: FastifyPluginAsync = async (app) => {
  const db = app.platform.db;

  // Names only (spec §3 user list entries): what pickers of any member need, e.g. the VVT's PO.
  contractRoute(app, CUSTOMER_ENDPOINTS.users, async (request) => ({
    userList: await usersWithPermission(db, requireCustomer(request).customerUid, request.query.permission),
  }));

  contractRoute(app, CUSTOMER_ENDPOINTS.usersRoles, async (request) => ({ usersRoles: await usersWithRoles(db, requireCustomer(request).customerUid) }));
};
