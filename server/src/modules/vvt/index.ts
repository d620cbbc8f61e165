import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from '../../platform/module';
import { vvtInit } from './migrations/vvt_0001_init';
import { assignmentsRoutes } from './routes/assignments.routes';
import { detailRoutes } from './routes/detail.routes';
import { listRoutes } from './routes/list.routes';
import { referencesRoutes } from './routes/references.routes';
import { relationsRoutes } from './routes/relations.routes';
import { writeRoutes } from './routes/write.routes';
import { seedVvtTenant } from './seed/seed-tenant';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(listRoutes);
  await app.register(detailRoutes);
  await app.register(writeRoutes);
  await app.register(relationsRoutes);
  await app.register(assignmentsRoutes);
  await app.register(referencesRoutes);
};

/** The register of processing activities (spec §1 "VVT"): records of three SDM levels, cube, relations, assignments. */
export const vvtModule: ServerModule = {
  name: 'vvt',
  accessPermission: 'VWS_VVT_Module_Access',
  tenantMigrations: { vvt_0001_init: vvtInit },
  routes,
  seedTenant: seedVvtTenant,
};
