import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from '../../platform/module';
import { vvtInit } from './migrations/vvt_0001_init';
import { vvtListVersion } from './migrations/vvt_0002_list_version';
import { vvtAssessments } from './migrations/vvt_0003_assessments';
import { vvtHistory } from './migrations/vvt_0004_history';
import { vvtArt30Register } from './migrations/vvt_0005_art30_register';
import { vvtIntegrity } from './migrations/vvt_0006_integrity';
import { vvtDemoRegister } from './migrations/vvt_0007_demo_register';
import { vvtHistoryEntity } from './queries/history-access';
import { createVvtListCache } from './queries/list-cache';
import { assignmentsRoutes } from './routes/assignments.routes';
import { detailRoutes } from './routes/detail.routes';
import { listRoutes } from './routes/list.routes';
import { referencesRoutes } from './routes/references.routes';
import { relationsRoutes } from './routes/relations.routes';
import { writeRoutes } from './routes/write.routes';
import { bulkRoutes } from './routes/bulk.routes';
import { reportsRoutes } from './routes/reports.routes';
import { registerRoutes } from './routes/register.routes';
import { importRoutes } from './routes/import.routes';
import { dashboardWidgetRoutes } from './routes/dashboard-widget.routes';
import { vvtExportSheets } from './export/sheets';
import { seedVvtTenant } from './seed/seed-tenant';
import { countUserAssignments, unassignUser } from './queries/user-assignments';
import { dueItems } from './due-items';

const routes: FastifyPluginAsync = async (app) => {
  const listCache = createVvtListCache();
  await app.register(listRoutes, { listCache });
  await app.register(detailRoutes);
  await app.register(writeRoutes);
  await app.register(bulkRoutes);
  await app.register(relationsRoutes);
  await app.register(assignmentsRoutes);
  await app.register(referencesRoutes);
  await app.register(reportsRoutes);
  await app.register(registerRoutes);
  await app.register(importRoutes);
  await app.register(dashboardWidgetRoutes);
};

/** The register of processing activities (spec §1 "VVT"): records of three SDM levels, cube, relations, assignments. */
export const vvtModule: ServerModule = {
  name: 'vvt',
  accessPermission: 'VWS_VVT_Module_Access',
  tenantMigrations: {
    vvt_0001_init: vvtInit,
    vvt_0002_list_version: vvtListVersion,
    vvt_0003_assessments: vvtAssessments,
    vvt_0004_history: vvtHistory,
    vvt_0005_art30_register: vvtArt30Register,
    vvt_0006_integrity: vvtIntegrity,
    vvt_0007_demo_register: vvtDemoRegister,
  },
  historyEntities: [vvtHistoryEntity],
  dueItems,
  routes,
  seedTenant: seedVvtTenant,
  // Removing a PO role asks how many records the user is assigned to (customer module, forceDeletePORole).
  userAssignments: { count: countUserAssignments, unassign: unassignUser },
  // The register's sheets (levels, cube, relations) in GET /customer/data-export; GET /vvt/vvt-register-export streams the same.
  exportSheets: vvtExportSheets,
};
