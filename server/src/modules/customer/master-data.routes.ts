import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import { masterDataEditBodySchema, masterDataResponseSchema } from '@vws/shared/contract/customer';
import {
  emptyMasterData,
  readMasterData,
  saveMasterData,
  type CustomerTenantDb,
} from './master-data.store';

/** GET /customer/master-data and PUT /customer/master-data-edit (spec §7). */
export const masterDataRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customer/master-data',
    {
      schema: {
        tags: ['customer'],
        summary: 'Master data of the selected customer',
        querystring: customerUidQuerySchema,
        response: { 200: masterDataResponseSchema },
      },
      preHandler: app.requirePermission('VWS_Select'),
    },
    async (request) => {
      const customer = request.customer!;
      const stored = await request.withTenant((db) => readMasterData(db as CustomerTenantDb));
      return { masterData: stored ?? emptyMasterData(customer.name) };
    },
  );

  app.put(
    '/customer/master-data-edit',
    {
      schema: {
        tags: ['customer'],
        summary: 'Change the master data of the selected customer',
        querystring: customerUidQuerySchema,
        body: masterDataEditBodySchema,
        response: { 200: masterDataResponseSchema },
      },
      preHandler: app.requirePermission('VWS_MasterData_Edit'),
    },
    async (request) => {
      const { masterDataModel, forceUpdate } = request.body;
      const save = { version: masterDataModel.Version, forceUpdate, editor: request.authUser!.userUid };
      const masterData = await request.withTenant((db) => saveMasterData(db as CustomerTenantDb, masterDataModel, save));
      return { masterData };
    },
  );
};
