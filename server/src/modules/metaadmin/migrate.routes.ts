import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { migrateAllTenants } from '../../db/customers';
import { migrateMeta } from '../../db/migrate';
import { contractRoute } from '../../platform/kit/contract-route';
import { requireUser } from '../../platform/request-context';

/**
 * POST /meta-admin/migrate-databases (META_Migrate_Databases): applies pending meta and tenant
 * migrations now, e.g. after deploying a module without restarting; reports per customer.
 */
export const migrateRoutes: FastifyPluginAsync = async (app) => {
  // customer_uid limits the run to one customer; empty (the portal's base query sends the selected one otherwise) = all.
  contractRoute(app, META_ENDPOINTS.migrateDatabases, async (request) => {
    const { db, tenants, modules } = app.platform;
    const meta = await migrateMeta(db, modules);
    const reports = await migrateAllTenants(db, tenants, modules, request.log, request.query.customer_uid || undefined);
    request.log.info({ by: requireUser(request).email, meta, reports }, 'migrations applied on demand');
    return {
      meta,
      results: reports.map((r) => ({ customer_uid: r.customerUid, name: r.name, applied: r.applied, ...(r.error ? { error: r.error } : {}) })),
    };
  });
};
