import type { HistoryChange, HistoryEntity } from '@vws/shared/contract/history';
import { column, sheetText } from '../kit/export-sheet';
import { keysetPages, type ExportCell, type ExportLanguage, type ExportSheet } from '../module-hooks';
import { text } from '../texts';
import type { ChangeHistoryTable } from './store';

/** History rows per query: each holds a record's changed fields, so a page is many sheet rows. */
const PAGE = 2000;
/** Excel holds at most 32,767 characters in a cell. */
const CELL_MAX = 32_000;

/** The kinds of record as the screens name them (`server:export.entities` where none does). */
const ENTITY_NAMES: Record<HistoryEntity, string> = {
  audit_question: 'audit:detail.title',
  audit_themenblock: 'audit:fields.Themenblock',
  audit_schutzziel: 'audit:summary.schutzziel',
  audit_organisationseinheit: 'server:export.entities.organisationUnit',
  vvt_record: 'vvt:print.title',
  data_transfer: 'datenweitergaben:print.title',
  data_breach: 'vorfaelle:detail.entity',
  data_subject_request: 'betroffenenanfragen:detail.entity',
  master_data: 'customer:masterData.title',
  freitext: 'common:freeText.label',
};
/** The HistoryPanel's words for the actions and for changes without a user. */
const actionName = (action: ChangeHistoryTable['action'], language: ExportLanguage) => text(language, `common:history.actions.${action}`);
const SYSTEM = 'common:history.system';

function cell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const content = typeof value === 'string' ? value : JSON.stringify(value);
  return content.length > CELL_MAX ? `${content.slice(0, CELL_MAX)} …` : content;
}

const entityName = (entity: string, language: ExportLanguage) => (entity in ENTITY_NAMES ? text(language, ENTITY_NAMES[entity as HistoryEntity]) : entity);

/**
 * The change history in the customer's data export (issue 13): one row per changed field, oldest
 * first, streamed page by page like the other sheets.
 */
export const historySheet: ExportSheet<{ core_change_history: ChangeHistoryTable }> = {
  name: sheetText('common:history.title'),
  columns: [
    column('changedAt', 'server:export.columns.time', 20),
    column('user', 'server:export.columns.user', 24),
    column('entity', 'server:export.columns.object', 22),
    column('entityId', 'server:export.columns.objectId', 12),
    column('table', 'server:export.columns.table', 28),
    column('action', 'server:export.columns.action', 12),
    column('field', 'common:history.field', 28),
    column('old', 'common:history.old', 40),
    column('new', 'common:history.new', 40),
  ],
  covers: { core_change_history: ['entity', 'entity_id', 'action', 'changed_at', 'user_uid', 'source_table', 'changes'] },
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
        const changedAt = row.changed_at;
        const user = row.user_uid ? userName(row.user_uid) : text(language, SYSTEM);
        const entity = entityName(row.entity, language);
        const action = actionName(row.action, language);
        const changes: HistoryChange[] = row.changes.length > 0 ? row.changes : [{ field: '', old: null, new: null }];
        // One literal per row (no spread): this sheet has a row per changed field, millions in a large export.
        for (const change of changes)
          yield {
            changedAt,
            user,
            entity,
            entityId: row.entity_id,
            table: row.source_table,
            action,
            field: change.field,
            old: cell(change.old),
            new: cell(change.new),
          };
      }
    }
  },
};
