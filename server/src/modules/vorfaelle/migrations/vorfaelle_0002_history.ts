import { historyMigration } from '../../../platform/history/trigger';

/** The change history of the data breaches (their linked records are a column, so they are recorded too). */
export const vorfaelleHistory = historyMigration([{ table: 'vorfaelle_vorfaelle', entities: [{ entity: 'data_breach', idColumn: 'ID' }] }]);
