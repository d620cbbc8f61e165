import { VERTRAGSSTATUS_GROUP_IDS, WIEDERVORLAGE_TAGE } from '@vws/shared/contract/datenweitergaben';
import type { DueItemDeclaration } from '../../platform/jobs/due-items';

const TABLE = 'datenweitergaben_datenweitergaben';
const LINK = { route: '/datenweitergabe', idParam: 'datenweitergabeId' };
const WHO = { permission: 'VWS_Datenweitergaben_Edit' } as const;
const notTerminated: DueItemDeclaration['where'] = (query) => query.where('ID_Vertragsstatus', 'not in', VERTRAGSSTATUS_GROUP_IDS.terminated);

/** A transfer's resubmission (Wiedervorlage) on its day, and its contract end a month ahead, for those who edit transfers. */
export const dueItems: DueItemDeclaration[] = [
  {
    kind: 'datenweitergaben.wiedervorlage',
    label: 'datenweitergaben:aufgaben.wiedervorlage',
    table: TABLE,
    dateColumn: 'Wiedervorlagedatum',
    titleColumn: 'Firma_Empfaenger',
    where: notTerminated,
    who: WHO,
    link: LINK,
  },
  {
    kind: 'datenweitergaben.vertragsende',
    label: 'datenweitergaben:aufgaben.vertragsende',
    table: TABLE,
    dateColumn: 'Vertragsende',
    titleColumn: 'Firma_Empfaenger',
    where: notTerminated,
    leadDays: WIEDERVORLAGE_TAGE,
    who: WHO,
    link: LINK,
  },
];
