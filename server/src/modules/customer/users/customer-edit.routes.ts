import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerQuerySchema } from '@vws/shared/contract/common';
import { customerEditBodySchema, customerEditResponseSchema } from '@vws/shared/contract/meta-customer';
import { HttpError, requireCustomer, requireUser } from '../../../platform/request-context';

/** PUT /meta/customer-edit (spec §7): renames the customer in the catalog. */
export const customerEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.put(
    '/meta/customer-edit',
    {
      schema: { tags: ['customer'], summary: 'Rename the customer', querystring: customerQuerySchema, body: customerEditBodySchema, response: { 200: customerEditResponseSchema } },
      config: { access: { permission: 'VWS_MasterData_Edit' } },
    },
    async (request) => {
      const { customerUid } = requireCustomer(request);
      const { name } = request.body.customerModel;
      const taken = await db.selectFrom('meta.customers').select('customer_uid').where('name', '=', name).where('customer_uid', '!=', customerUid).executeTakeFirst();
      if (taken) throw new HttpError(409, 'customerNameTaken', 'customerNameTaken');
      const customer = await db
        .updateTable('meta.customers')
        .set({ name })
        .where('customer_uid', '=', customerUid)
        .returning(['customer_uid', 'name'])
        .executeTakeFirstOrThrow();
      request.log.info({ by: requireUser(request).email, customerUid, name }, 'customer renamed');
      return { customer };
    },
  );
};
