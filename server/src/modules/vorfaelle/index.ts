import type { ServerModule } from '../../platform/module';
import { vorfaelleInit } from './migrations/vorfaelle_0001_init';
import { vorfaelleRoutes } from './routes';
import { seedVorfaelleTenant } from './seed';

/**
 * The vorfaelle module's server half, listed in ../index.ts. For a module permission set
 * `accessPermission: 'VWS_..._Module_Access'`: the platform then requires it on every { permission } route.
 */
export const vorfaelleModule: ServerModule = {
  name: 'vorfaelle',
  tenantMigrations: {
    vorfaelle_0001_init: vorfaelleInit,
  },
  routes: vorfaelleRoutes,
  seedTenant: seedVorfaelleTenant,
};
