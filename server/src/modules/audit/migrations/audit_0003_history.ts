import { historyMigration } from '../../../platform/history/trigger';

/** The change history of the questions (with their goals, units and documents) and the reference lists. */
export const auditHistory = historyMigration([
  { table: 'audit_fragen', entities: [{ entity: 'audit_question', idColumn: 'ID' }] },
  { table: 'audit_fragen_schutzziele', entities: [{ entity: 'audit_question', idColumn: 'ID_Frage' }] },
  { table: 'audit_fragen_organisationseinheiten', entities: [{ entity: 'audit_question', idColumn: 'ID_Frage' }] },
  { table: 'audit_dokumente', entities: [{ entity: 'audit_question', idColumn: 'ID_Frage' }], exclude: ['Inhalt'] },
  { table: 'audit_themenbloecke', entities: [{ entity: 'audit_themenblock', idColumn: 'ID' }] },
  { table: 'audit_schutzziele', entities: [{ entity: 'audit_schutzziel', idColumn: 'ID' }] },
  { table: 'audit_organisationseinheiten', entities: [{ entity: 'audit_organisationseinheit', idColumn: 'ID' }] },
]);
