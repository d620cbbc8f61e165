import { historyMigration } from '../../../platform/history/trigger';

const record = (idColumn: string) => ({ entity: 'vvt_record', idColumn });

/** The change history of the records, with their cube cells, process steps, relations and assignments. */
export const vvtHistory = historyMigration([
  { table: 'vvt_verarbeitungen', entities: [record('ID')] },
  { table: 'vvt_sdm_cube', entities: [record('ID_Verarbeitung')] },
  { table: 'vvt_prozessschritte', entities: [record('ID_Verarbeitung')] },
  { table: 'vvt_relationen', entities: [record('ID_Verarbeitung_Parent'), record('ID_Verarbeitung_Child')] },
  { table: 'vvt_zuweisungen', entities: [record('ID_Verarbeitung')] },
]);
