import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from '../../platform/module';
import { createListCache } from '../../platform/kit/list-cache';
import { listVersionTable } from '../../platform/kit/list-version';
import { exportSheets } from './export-sheets';
import { datenweitergabenInit } from './migrations/datenweitergaben_0001_init';
import { dwListVersion } from './migrations/datenweitergaben_0002_list_version';
import { dwHistory } from './migrations/datenweitergaben_0003_history';
import { dwLandCode } from './migrations/datenweitergaben_0004_land_code';
import { dwIntegrity } from './migrations/datenweitergaben_0005_integrity';
import { dwListJson } from './queries/list';
import { detailRoutes } from './routes/detail.routes';
import { bulkRoutes } from './routes/bulk.routes';
import { listRoutes } from './routes/list.routes';
import { mappingsRoutes } from './routes/mappings.routes';
import { dashboardWidgetRoutes } from './routes/dashboard-widget.routes';
import { seedDatenweitergabenTenant } from './seed/seed-tenant';
import type { DwTenantTables } from './tables';
import { dueItems } from './due-items';

const routes: FastifyPluginAsync = async (app) => {
  // Built when the whole list is asked for; not rebuilt after each write, as the screen asks for pages.
  const listCache = createListCache<DwTenantTables>({ versionTable: listVersionTable('datenweitergaben'), build: dwListJson });
  await app.register(listRoutes, { listCache });
  await app.register(detailRoutes);
  await app.register(bulkRoutes);
  await app.register(mappingsRoutes);
  await app.register(dashboardWidgetRoutes);
};

/** Data transfers (spec §1 "Data transfers"): recipients with contract status, legal bases and checkpoints, linked to processing records. */
export const datenweitergabenModule: ServerModule = {
  name: 'datenweitergaben',
  accessPermission: 'VWS_Datenweitergaben_Module_Access',
  tenantMigrations: {
    datenweitergaben_0001_init: datenweitergabenInit,
    datenweitergaben_0002_list_version: dwListVersion,
    datenweitergaben_0003_history: dwHistory,
    datenweitergaben_0004_land_code: dwLandCode,
    datenweitergaben_0005_integrity: dwIntegrity,
  },
  historyEntities: [{ entity: 'data_transfer', view: 'VWS_Datenweitergaben_View' }],
  dueItems,
  routes,
  seedTenant: seedDatenweitergabenTenant,
  exportSheets,
};
