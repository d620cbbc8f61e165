import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import type { MetaDatabase } from '../../../db/schema';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireCustomer, requireUser, type TenantContext } from '../../../platform/request-context';
import { renameInMasterData, type CustomerTables } from '../master-data.store';

/** 409 customerNameTaken when another customer has the name already. */
export async function refuseTakenCustomerName(db: Kysely<MetaDatabase>, name: string, customerUid: string): Promise<void> {
  const taken = await db
    .selectFrom('meta.customers')
    .select('customer_uid')
    .where('name', '=', name)
    .where('customer_uid', '!=', customerUid)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, 'customerNameTaken', 'customerNameTaken');
}

/**
 * PUT /meta/customer-edit (spec §7): renames the customer: the catalog's name (customer list, top
 * bar) and the master data's (legal notice, reports) together, so the customer has one name.
 */
export const customerEditRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  contractRoute(app, CUSTOMER_ENDPOINTS.customerEdit, async (request) => {
    const { customerUid } = requireCustomer(request);
    const { name } = request.body.customerModel;
    await refuseTakenCustomerName(db, name, customerUid);
    await request.withTenant(({ db: tenant, user }: TenantContext<CustomerTables>) => renameInMasterData(tenant, name, user.userUid));
    const customer = await db
      .updateTable('meta.customers')
      .set({ name })
      .where('customer_uid', '=', customerUid)
      .returning(['customer_uid', 'name'])
      .executeTakeFirstOrThrow();
    request.log.info({ by: requireUser(request).email, customerUid, name }, 'customer renamed');
    return { customer };
  });
};
