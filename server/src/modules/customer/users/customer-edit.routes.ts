import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';

/** PUT /meta/customer-edit (spec §7): renames the customer in the catalog. */
export const customerEditRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  contractRoute(app, CUSTOMER_ENDPOINTS.customerEdit, async (request) => {
    const { customerUid } = requireCustomer(request);
    const { name } = request.body.customerModel;
    const taken = await db
      .selectFrom('meta.customers')
      .select('customer_uid')
      .where('name', '=', name)
      .where('customer_uid', '!=', customerUid)
      .executeTakeFirst();
    if (taken) throw new HttpError(409, 'customerNameTaken', 'customerNameTaken');
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
