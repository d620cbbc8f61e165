import type { ServerModule } from '../../platform/module';
import { customerRoutes } from './routes';
import { stammdatenMigration } from './migrations/customer_0001_stammdaten';
import { stammdatenNamesAndVersion } from './migrations/customer_0002_names_and_version';
import { seedCustomerTenant } from './seed';
import { customerExportSheets } from './export/customer-sheets';
import { dataExportsMigration } from './migrations/customer_0003_data_exports';
import { publicAuthorityMigration } from './migrations/customer_0004_public_authority';
import { customerHistory } from './migrations/customer_0005_history';
import { representativeMigration } from './migrations/customer_0006_representative';

/**
 * The customer area's server half: master data (the legal notice renders from it), the customer's
 * users, roles and invitations (/meta/customer/*), and the data export.
 */
export const customerModule: ServerModule = {
  name: 'customer',
  tenantMigrations: {
    customer_0001_stammdaten: stammdatenMigration,
    customer_0002_names_and_version: stammdatenNamesAndVersion,
    customer_0003_data_exports: dataExportsMigration,
    customer_0004_public_authority: publicAuthorityMigration,
    customer_0005_history: customerHistory,
    customer_0006_representative: representativeMigration,
  },
  historyEntities: [{ entity: 'master_data', view: 'VWS_Select' }],
  routes: customerRoutes,
  seedTenant: seedCustomerTenant,
  exportSheets: customerExportSheets,
};
