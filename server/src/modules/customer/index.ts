import type { ServerModule } from '../../platform/module';
import { customerRoutes } from './routes';
import { stammdatenMigration } from './migrations/customer_0001_stammdaten';
import { stammdatenNamesAndVersion } from './migrations/customer_0002_names_and_version';
import { seedCustomerTenant } from './seed';

/** The customer area's server half: master data (the legal notice renders from it). */
export const customerModule: ServerModule = {
  name: 'customer',
  tenantMigrations: {
    customer_0001_stammdaten: stammdatenMigration,
    customer_0002_names_and_version: stammdatenNamesAndVersion,
  },
  routes: customerRoutes,
  seedTenant: seedCustomerTenant,
};
