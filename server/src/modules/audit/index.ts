import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from '../../platform/module';
import { auditInit } from './migrations/audit_0001_init';
import { auditListVersion } from './migrations/audit_0002_list_version';
import { auditHistory } from './migrations/audit_0003_history';
import { auditIntegrity } from './migrations/audit_0004_integrity';
import { fragenReadRoutes } from './routes/fragen-read.routes';
import { fragenWriteRoutes } from './routes/fragen-write.routes';
import { referencesRoutes } from './routes/references.routes';
import { reportsRoutes } from './routes/reports.routes';
import { dashboardWidgetRoutes } from './routes/dashboard-widget.routes';
import { seedAuditTenant } from './seed/seed-tenant';
import { createListCache, warmListCacheAfterWrites } from '../../platform/kit/list-cache';
import { listVersionTable } from '../../platform/kit/list-version';
import { auditListJson } from './queries/list';
import type { AuditTenantTables } from './tables';
import { auditExportSheets } from './export-sheets';

const routes: FastifyPluginAsync = async (app) => {
  const listCache = createListCache<AuditTenantTables>({ versionTable: listVersionTable('audit'), build: (db) => auditListJson(db) });
  warmListCacheAfterWrites(app, listCache);
  await app.register(fragenReadRoutes, { listCache });
  await app.register(fragenWriteRoutes);
  await app.register(referencesRoutes);
  await app.register(reportsRoutes);
  await app.register(dashboardWidgetRoutes);
};

/** The audit questionnaire (spec §1 "Audit"): questions, reference lists, reports. */
export const auditModule: ServerModule = {
  name: 'audit',
  accessPermission: 'VWS_Audit_Module_Access',
  tenantMigrations: {
    audit_0001_init: auditInit,
    audit_0002_list_version: auditListVersion,
    audit_0003_history: auditHistory,
    audit_0004_integrity: auditIntegrity,
  },
  historyEntities: (['audit_question', 'audit_themenblock', 'audit_schutzziel', 'audit_organisationseinheit'] as const).map((entity) => ({
    entity,
    view: 'VWS_AuditFragen_View',
  })),
  routes,
  seedTenant: seedAuditTenant,
  exportSheets: auditExportSheets,
};
