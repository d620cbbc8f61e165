import type { ServerModule } from '../../platform/module';
import { dueItems } from './due-items';
import { vorfaelleSheet } from './export-sheet';
import { vorfaelleInit } from './migrations/vorfaelle_0001_init';
import { vorfaelleHistory } from './migrations/vorfaelle_0002_history';
import { vorfaelleRoutes } from './routes';
import { seedVorfaelleTenant } from './seed';

/** Data breaches (Art. 33 and 34 GDPR, issue 27): the record of each breach, its Meldefrist and notifications. */
export const vorfaelleModule: ServerModule = {
  name: 'vorfaelle',
  accessPermission: 'VWS_Vorfaelle_Module_Access',
  tenantMigrations: {
    vorfaelle_0001_init: vorfaelleInit,
    vorfaelle_0002_history: vorfaelleHistory,
  },
  historyEntities: [{ entity: 'data_breach', view: 'VWS_Vorfaelle_View' }],
  routes: vorfaelleRoutes,
  seedTenant: seedVorfaelleTenant,
  dueItems,
  exportSheets: [vorfaelleSheet],
};
