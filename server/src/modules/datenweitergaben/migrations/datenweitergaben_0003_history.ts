import { historyMigration } from '../../../platform/history/trigger';

const transfer = (idColumn: string) => ({ entity: 'data_transfer', idColumn });

/** The change history of the data transfers, their checkpoints and their links to the register (shown on both sides). */
export const dwHistory = historyMigration([
  { table: 'datenweitergaben_datenweitergaben', entities: [transfer('ID')] },
  { table: 'datenweitergaben_pruefpunkte', entities: [transfer('ID_Datenweitergabe')] },
  { table: 'datenweitergaben_verarbeitungen', entities: [transfer('ID_Datenweitergabe'), { entity: 'vvt_record', idColumn: 'ID_Verarbeitung' }] },
]);
