import type { ServerModule } from '../../platform/module';
import { vvtInit } from './migrations/vvt_0001_init';
import { vvtRoutes } from './routes';
import { seedVvtTenant } from './seed';

/**
 * The vvt module's server half, listed in ../index.ts. For a module permission set
 * `accessPermission: 'VWS_..._Module_Access'`: the platform then requires it on every { permission } route.
 */
export const vvtModule: ServerModule = {
  name: 'vvt',
  tenantMigrations: {
    vvt_0001_init: vvtInit,
  },
  routes: vvtRoutes,
  seedTenant: seedVvtTenant,
};
