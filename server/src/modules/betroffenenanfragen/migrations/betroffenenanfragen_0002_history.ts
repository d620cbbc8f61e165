import { historyMigration } from '../../../platform/history/trigger';

/** The change history of the data-subject requests (their linked records are a column, so they are recorded too). */
export const anfragenHistory = historyMigration([{ table: 'betroffenenanfragen_anfragen', entities: [{ entity: 'data_subject_request', idColumn: 'ID' }] }]);
