import type { ServerModule } from '../../platform/module';
import { betroffenenanfragenInit } from './migrations/betroffenenanfragen_0001_init';
import { betroffenenanfragenRoutes } from './routes';
import { seedBetroffenenanfragenTenant } from './seed';

/**
 * The betroffenenanfragen module's server half, listed in ../index.ts. For a module permission set
 * `accessPermission: 'VWS_..._Module_Access'`: the platform then requires it on every { permission } route.
 */
export const betroffenenanfragenModule: ServerModule = {
  name: 'betroffenenanfragen',
  tenantMigrations: {
    betroffenenanfragen_0001_init: betroffenenanfragenInit,
  },
  routes: betroffenenanfragenRoutes,
  seedTenant: seedBetroffenenanfragenTenant,
};
