import type { DueItemDeclaration } from '../../platform/jobs/due-items';

/**
 * A record its editors marked ready for the DPO's review waits, since then, for whoever may set the write-protected fields;
 * a record the DPO returned (PUT /vvtedit/verarbeitung-review) waits for its assignees until they submit it again.
 */
export const dueItems: DueItemDeclaration[] = [
  {
    kind: 'vvt.pruefungDsb',
    label: 'vvt:aufgaben.pruefungDsb',
    table: 'vvt_verarbeitungen',
    dateColumn: 'PruefungDSB_angefordert_am',
    titleColumn: 'Name',
    where: (query) => query.where('isBereitZurPruefungDSB', '=', true),
    who: { permission: 'VWS_VVTProzesse_WriteProtectedFields' },
    link: { route: '/vvt-detail/:ebenenr', idParam: 'IdVerarbeitung', paramColumns: { ebenenr: 'SDM_Ebene_Nr' } },
  },
  {
    kind: 'vvt.zurueckgegeben',
    label: 'vvt:aufgaben.zurueckgegeben',
    table: 'vvt_verarbeitungen',
    dateColumn: 'PruefungDSB_zurueckgegeben_am',
    titleColumn: 'Name',
    who: {
      permission: ['VWS_VVTProzesse_Edit', 'VWS_VVTProzesse_Edit_Assigned'],
      assignees: { table: 'vvt_zuweisungen', recordColumn: 'ID_Verarbeitung', userColumn: 'user_uid' },
    },
    link: { route: '/vvt-detail/:ebenenr', idParam: 'IdVerarbeitung', paramColumns: { ebenenr: 'SDM_Ebene_Nr' } },
  },
];
