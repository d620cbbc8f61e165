import type { ServerModule } from '../../platform/module';
import { dueItems } from './due-items';
import { anfragenSheet } from './export-sheet';
import { betroffenenanfragenInit } from './migrations/betroffenenanfragen_0001_init';
import { anfragenHistory } from './migrations/betroffenenanfragen_0002_history';
import { betroffenenanfragenRoutes } from './routes';
import { seedBetroffenenanfragenTenant } from './seed';

/** Data-subject requests (Art. 12 to 22 GDPR, issue 27): each request, its Frist (Art. 12(3)), its answer. */
export const betroffenenanfragenModule: ServerModule = {
  name: 'betroffenenanfragen',
  accessPermission: 'VWS_Betroffenenanfragen_Module_Access',
  tenantMigrations: {
    betroffenenanfragen_0001_init: betroffenenanfragenInit,
    betroffenenanfragen_0002_history: anfragenHistory,
  },
  historyEntities: [{ entity: 'data_subject_request', view: 'VWS_Betroffenenanfragen_View' }],
  routes: betroffenenanfragenRoutes,
  seedTenant: seedBetroffenenanfragenTenant,
  dueItems,
  exportSheets: [anfragenSheet],
};
