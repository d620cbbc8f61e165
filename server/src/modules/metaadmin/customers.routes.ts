import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMPUTED_PERMISSIONS, CUSTOMER_PERMISSIONS } from '@vws/shared/permissions';
import {
  customersResponseSchema,
  customerUidQuerySchema,
  permissionsResponseSchema,
} from '@vws/shared/contract/meta';
import { requireUser } from '../../platform/request-context';
import { listCustomersOfUser } from './meta.store';
import { metaDbOf } from './meta-db';

const CUSTOMER_SCOPED = new Set<string>([...CUSTOMER_PERMISSIONS, ...COMPUTED_PERMISSIONS]);

/** The customers a user may select, and what the user may do in one of them. */
export const customerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = metaDbOf(app);

  app.get(
    '/meta/customers',
    {
      schema: {
        tags: ['meta'],
        summary: 'Customers the signed-in user is a member of',
        response: { 200: customersResponseSchema },
      },
      config: { access: 'signedIn' },
    },
    async (request) => ({ customers: await listCustomersOfUser(db, requireUser(request).userUid) }),
  );

  app.get(
    '/meta/customer/permissions',
    {
      schema: {
        tags: ['meta'],
        summary: "The user's grants in the customer plus the computed permissions",
        querystring: customerUidQuerySchema,
        response: { 200: permissionsResponseSchema },
      },
      // Every member holds Mitglied and with it VWS_Select; a non-member is refused here (403).
      config: { access: { permission: 'VWS_Select' } },
    },
    async (request) => {
      // request.permissions is customer ∪ profile grants plus the computed ones (spec §6); the
      // profile's META_* and USER_DENY_* have their own call.
      const permissions = (request.permissions ?? []).filter((p) => CUSTOMER_SCOPED.has(p)).sort();
      return { permissions };
    },
  );
};
