import type { HistoryChange, HistoryEntity } from '@vws/shared/contract/history';
import { keysetPages, type Bilingual, type ExportCell, type ExportLanguage, type ExportSheet } from '../module-hooks';
import type { ChangeHistoryTable } from './store';

const PAGE = 1000;
/** Excel holds at most 32,767 characters in a cell. */
const CELL_MAX = 32_000;

const ENTITY_NAMES: Record<HistoryEntity, Bilingual> = {
  audit_question: { de: 'Auditfrage', en: 'Audit question' },
  audit_themenblock: { de: 'Themenblock', en: 'Topic block' },
  audit_schutzziel: { de: 'Schutzziel', en: 'Protection goal' },
  audit_organisationseinheit: { de: 'Organisationseinheit', en: 'Organisation unit' },
  vvt_record: { de: 'Verarbeitungstätigkeit', en: 'Processing activity' },
  data_transfer: { de: 'Datenweitergabe', en: 'Data transfer' },
  master_data: { de: 'Stammdaten', en: 'Master data' },
  freitext: { de: 'Freitext', en: 'Free text' },
};
const ACTIONS: Record<ChangeHistoryTable['action'], Bilingual> = {
  insert: { de: 'Angelegt', en: 'Created' },
  update: { de: 'Geändert', en: 'Changed' },
  delete: { de: 'Gelöscht', en: 'Deleted' },
};
const SYSTEM: Bilingual = { de: 'System', en: 'System' };

function cell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > CELL_MAX ? `${text.slice(0, CELL_MAX)} …` : text;
}

const entityName = (entity: string, language: ExportLanguage) => ENTITY_NAMES[entity as HistoryEntity]?.[language] ?? entity;

/**
 * The change history in the customer's data export (issue 13): one row per changed field, oldest
 * first, streamed page by page like the other sheets.
 */
export const historySheet: ExportSheet<{ core_change_history: ChangeHistoryTable }> = {
  name: { de: 'Änderungsverlauf', en: 'Change history' },
  columns: [
    { key: 'changedAt', header: { de: 'Zeitpunkt', en: 'Time' }, width: 20 },
    { key: 'user', header: { de: 'Benutzer', en: 'User' }, width: 24 },
    { key: 'entity', header: { de: 'Objekt', en: 'Object' }, width: 22 },
    { key: 'entityId', header: { de: 'Objekt-ID', en: 'Object ID' }, width: 12 },
    { key: 'table', header: { de: 'Tabelle', en: 'Table' }, width: 28 },
    { key: 'action', header: { de: 'Aktion', en: 'Action' }, width: 12 },
    { key: 'field', header: { de: 'Feld', en: 'Field' }, width: 28 },
    { key: 'old', header: { de: 'Alter Wert', en: 'Old value' }, width: 40 },
    { key: 'new', header: { de: 'Neuer Wert', en: 'New value' }, width: 40 },
  ],
  async *rows({ db, language, userName }) {
    const pages = keysetPages((after) =>
      db
        .selectFrom('core_change_history')
        .select(['ID', 'entity', 'entity_id', 'action', 'changed_at', 'user_uid', 'source_table', 'changes'])
        .where('ID', '>', after)
        .orderBy('ID')
        .limit(PAGE)
        .execute(),
    );
    for await (const page of pages) {
      for (const row of page) {
        const common = {
          changedAt: row.changed_at,
          user: row.user_uid ? userName(row.user_uid) : SYSTEM[language],
          entity: entityName(row.entity, language),
          entityId: row.entity_id,
          table: row.source_table,
          action: ACTIONS[row.action][language],
        };
        const changes: HistoryChange[] = row.changes.length > 0 ? row.changes : [{ field: '', old: null, new: null }];
        for (const change of changes) yield { ...common, field: change.field, old: cell(change.old), new: cell(change.new) };
      }
    }
  },
};
