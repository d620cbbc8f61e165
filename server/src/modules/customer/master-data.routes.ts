import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import {
  masterDataEditBodySchema,
  masterDataResponseSchema,
  type MasterData,
} from '@vws/shared/contract/customer';
import { HttpError } from '../../platform/request-context';
import {
  emptyMasterData,
  readMasterData,
  toIsoTimestamp,
  writeMasterData,
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
      const editor = request.authUser!.userUid;
      const masterData = await request.withTenant(async (db) => {
        const tenantDb = db as CustomerTenantDb;
        const stored = await readMasterData(tenantDb);
        if (!forceUpdate && isStale(masterDataModel.Bearbeitungsdatum, stored)) {
          throw new HttpError(409, 'itemHasBeenChanged', 'A newer version exists in the database.', {
            itemHasBeenChanged: true,
          });
        }
        return writeMasterData(tenantDb, masterDataModel, editor);
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
