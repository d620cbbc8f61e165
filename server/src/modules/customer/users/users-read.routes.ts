import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerQuerySchema } from '@vws/shared/contract/common';
import {
  customerUsersQuerySchema,
  customerUsersResponseSchema,
  usersRolesResponseSchema,
} from '@vws/shared/contract/meta-customer';
import { requireCustomer } from '../../../platform/request-context';
import { usersWithPermission, usersWithRoles } from './users.store';

/** GET /meta/customer/users?permission and GET /meta/customer/users-roles (spec §7). */
export const usersReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;

  app.get(
    '/meta/customer/users',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's users who hold the permission through their roles in it or their profile",
        querystring: customerUsersQuerySchema,
        response: { 200: customerUsersResponseSchema },
      },
      // Names only (spec §3 user list entries): what pickers of any member need, e.g. the VVT's PO.
      config: { access: { permission: 'VWS_Select' } },
    },
    async (request) => ({ userList: await usersWithPermission(db, requireCustomer(request).customerUid, request.query.permission) }),
  );

  app.get(
    '/meta/customer/users-roles',
    {
      schema: {
        tags: ['customer'],
        summary: "The customer's users with their roles",
        querystring: customerQuerySchema,
        response: { 200: usersRolesResponseSchema },
      },
      config: { access: { permission: 'VWS_User_ManageRoles' } },
    },
    async (request) => ({ usersRoles: await usersWithRoles(db, requireCustomer(request).customerUid) }),
  );
};
