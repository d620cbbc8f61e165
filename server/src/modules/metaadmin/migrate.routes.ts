import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrateAllTenants } from '../../db/customers';
import { migrateMeta } from '../../db/migrate';
import { requireUser } from '../../platform/request-context';

const resultSchema = z.object({
  customer_uid: z.string(),
  name: z.string(),
  applied: z.array(z.string()),
  error: z.string().optional(),
});

/**
 * POST /meta-admin/migrate-databases (META_Migrate_Databases): applies pending meta and tenant
 * migrations now, e.g. after deploying a module without restarting; reports per customer.
 */
export const migrateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meta-admin/migrate-databases',
    {
      config: { access: { profilePermission: 'META_Migrate_Databases' } },
      schema: {
        tags: ['meta-admin'],
        summary: 'Apply pending database migrations of every customer',
        // customer_uid limits the run to one customer; empty (the portal's base query sends the selected one otherwise) = all.
        querystring: z.object({ customer_uid: z.union([z.literal(''), z.uuid()]).optional() }),
        response: { 200: z.object({ meta: z.array(z.string()), results: z.array(resultSchema) }) },
      },
    },
    async (request) => {
      const { db, tenants, modules } = app.platform;
      const meta = await migrateMeta(db, modules);
      const reports = await migrateAllTenants(db, tenants, modules, request.log, request.query.customer_uid || undefined);
      request.log.info({ by: requireUser(request).email, meta, reports }, 'migrations applied on demand');
      return {
        meta,
        results: reports.map((r) => ({ customer_uid: r.customerUid, name: r.name, applied: r.applied, ...(r.error ? { error: r.error } : {}) })),
      };
    },
  );
};
