import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import type { TenantContext } from '../../platform/request-context';
import { masterDataEditBodySchema, masterDataResponseSchema } from '@vws/shared/contract/customer';
import {
  emptyMasterData,
  readMasterData,
  saveMasterData,
  type CustomerTables,
} from './master-data.store';

type Ctx = TenantContext<CustomerTables>;

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
      config: { access: { permission: 'VWS_Select' } },
    },
    async (request) =>
      request.withTenant(async ({ db, customer }: Ctx) => ({
        masterData: (await readMasterData(db)) ?? emptyMasterData(customer.name),
      })),
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
      config: { access: { permission: 'VWS_MasterData_Edit' } },
    },
    async (request) => {
      const { masterDataModel, forceUpdate } = request.body;
      const masterData = await request.withTenant(({ db, user }: Ctx) =>
        saveMasterData(db, masterDataModel, { version: masterDataModel.Version, forceUpdate, editor: user.userUid }),
      );
      return { masterData };
    },
  );
};
