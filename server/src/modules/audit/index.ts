import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from '../../platform/module';
import { auditInit } from './migrations/0001_init';
import { auditListVersion } from './migrations/0002_list_version';
import { fragenReadRoutes } from './routes/fragen-read.routes';
import { fragenWriteRoutes } from './routes/fragen-write.routes';
import { referencesRoutes } from './routes/references.routes';
import { reportsRoutes } from './routes/reports.routes';
import { seedAuditTenant } from './seed/seed-tenant';
import { createAuditListCache } from './queries/list-cache';

const routes: FastifyPluginAsync = async (app) => {
  const listCache = createAuditListCache();
  // After a successful write, rebuild the customer's list in the background, so that the next
  // list read (typically the user returning to /audit) is answered from the cache.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300 || !request.customer) return;
    request.withTenant(({ db, customer }) => listCache.get(db, customer.customerUid)).catch((err: unknown) => {
      request.log.debug({ err }, 'audit list: background rebuild failed');
    });
  });
  await app.register(fragenReadRoutes, { listCache });
  await app.register(fragenWriteRoutes);
  await app.register(referencesRoutes);
  await app.register(reportsRoutes);
};

/** The audit questionnaire (spec §1 "Audit"): questions, reference lists, reports. */
export const auditModule: ServerModule = {
  name: 'audit',
  accessPermission: 'VWS_Audit_Module_Access',
  tenantMigrations: { audit_0001_init: auditInit, audit_0002_list_version: auditListVersion },
  routes,
  seedTenant: seedAuditTenant,
};
