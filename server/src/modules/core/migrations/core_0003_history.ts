import { historyMigration } from '../../../platform/history/trigger';

/**
 * The change history's table and trigger function (platform/history/trigger.ts), and the history of
 * the report free texts (entity 'freitext', id = the key).
 */
export const coreHistory = historyMigration([{ table: 'core_freitext', entities: [{ entity: 'freitext', idColumn: 'key' }] }]);
