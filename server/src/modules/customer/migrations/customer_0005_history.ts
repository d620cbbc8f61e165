import { historyMigration } from '../../../platform/history/trigger';

/** The change history of the master data (one row, ID 1). */
export const customerHistory = historyMigration([{ table: 'customer_stammdaten', entities: [{ entity: 'master_data', idColumn: 'ID' }] }]);
