import type { ServerModule } from '../../platform/module';
import { masterDataRoutes } from './master-data.routes';
import { stammdatenMigration } from './migrations/0001-stammdaten';
import { seedCustomerTenant } from './seed';

/** The customer area's server half: master data (the legal notice renders from it). */
export const customerModule: ServerModule = {
  name: 'customer',
  tenantMigrations: {
    customer_0001_stammdaten: stammdatenMigration,
  },
  routes: masterDataRoutes,
  seedTenant: seedCustomerTenant,
};
