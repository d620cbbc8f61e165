import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import {
  masterDataEditBodySchema,
  masterDataResponseSchema,
  type MasterData,
} from '@vws/shared/contract/customer';
import { HttpError, type TenantContext } from '../../platform/request-context';
import {
  emptyMasterData,
  readMasterData,
  toIsoTimestamp,
  writeMasterData,
  type CustomerTenantTables,
} from './master-data.store';

type Ctx = TenantContext<CustomerTenantTables>;

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
      const masterData = await request.withTenant(async ({ db, user }: Ctx) => {
        const stored = await readMasterData(db);
        if (!forceUpdate && isStale(masterDataModel.Bearbeitungsdatum, stored)) {
          throw new HttpError(409, 'itemHasBeenChanged', 'itemHasBeenChanged', { itemHasBeenChanged: true });
        }
        return writeMasterData(db, masterDataModel, user.userUid);
      });
      return { masterData };
    },
  );
};

/**
 * The edit is based on the version the client read (its Bearbeitungsdatum, '' = never saved).
 * It is stale when somebody saved after that. Without a version the client opts out of the check.
 */
function isStale(basedOn: string | undefined, stored: MasterData | null): boolean {
  if (basedOn === undefined || stored === null || stored.Bearbeitungsdatum === '') return false;
  if (basedOn === '') return true;
  const basedOnTime = Date.parse(basedOn);
  return Number.isNaN(basedOnTime) || toIsoTimestamp(new Date(basedOnTime)) !== stored.Bearbeitungsdatum;
}
