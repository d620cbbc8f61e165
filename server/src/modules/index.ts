import type { ServerModule } from '../platform/module';
import { coreModule } from './core';
import { auditModule } from './audit';
import { metaadminModule } from './metaadmin';
import { customerModule } from './customer';
import { vvtModule } from './vvt';
import { datenweitergabenModule } from './datenweitergaben';
import { vorfaelleModule } from './vorfaelle';
import { betroffenenanfragenModule } from './betroffenenanfragen';

/** Every domain's server half; the platform mounts their routes under /api and migrates their tenant tables. */
export const serverModules: ServerModule[] = [
  coreModule,
  auditModule,
  metaadminModule,
  customerModule,
  vvtModule,
  datenweitergabenModule,
  vorfaelleModule,
  betroffenenanfragenModule,
];
