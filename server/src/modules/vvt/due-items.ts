import type { DueItemDeclaration } from '../../platform/jobs/due-items';

/** A record its editors marked ready for the DPO's review waits for whoever may set the write-protected fields. */
export const dueItems: DueItemDeclaration[] = [
  {
    kind: 'vvt.pruefungDsb',
    label: 'vvt:aufgaben.pruefungDsb',
    table: 'vvt_verarbeitungen',
    dateColumn: 'Bearbeitungsdatum',
    titleColumn: 'Name',
    where: (query) => query.where('isBereitZurPruefungDSB', '=', true),
    who: { permission: 'VWS_VVTProzesse_WriteProtectedFields' },
    link: { route: '/vvt-detail/:ebenenr', idParam: 'IdVerarbeitung', paramColumns: { ebenenr: 'SDM_Ebene_Nr' } },
  },
];
