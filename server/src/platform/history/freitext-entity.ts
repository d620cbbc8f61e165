import { hasPermission, type Permission } from '@vws/shared/permissions';
import type { FreitextKey } from '../kit/freitext';
import type { HistoryEntityAccess } from './entities';

/** Each report's free text is seen by whoever sees its module's records (with the module's access). */
const VIEW_OF_KEY: Record<FreitextKey, readonly Permission[]> = {
  Audit_Freitext: ['VWS_AuditFragen_View', 'VWS_Audit_Module_Access'],
  Vvt_Freitext: ['VWS_VVTProzesse_View', 'VWS_VVT_Module_Access'],
  Datenweitergaben_Freitext: ['VWS_Datenweitergaben_View', 'VWS_Datenweitergaben_Module_Access'],
};

export const freitextHistoryEntity: HistoryEntityAccess = {
  entity: 'freitext',
  view: ['VWS_AuditFragen_View', 'VWS_VVTProzesse_View', 'VWS_Datenweitergaben_View'],
  async visible({ request, id }) {
    const needed = VIEW_OF_KEY[id as FreitextKey] as readonly Permission[] | undefined;
    const granted = { customer: request.permissions ?? [], profile: [] };
    return needed !== undefined && needed.every((p) => hasPermission(granted, p));
  },
};
