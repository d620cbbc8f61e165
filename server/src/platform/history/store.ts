import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { HISTORY_LIMIT, type HistoryChange, type HistoryEntry } from '@vws/shared/contract/history';
import type { UsersTable } from '../../db/schema';

/** The tenant table the history trigger fills (trigger.ts). */
export interface ChangeHistoryTable {
  ID: Generated<number>;
  entity: string;
  entity_id: string;
  action: 'insert' | 'update' | 'delete';
  changed_at: ColumnType<Date, never, never>;
  user_uid: string | null;
  source_table: string;
  changes: ColumnType<HistoryChange[], never, never>;
}

export interface HistoryTables {
  core_change_history: ChangeHistoryTable;
  'meta.users': UsersTable;
}

const displayName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** The newest HISTORY_LIMIT entries of one entity, with the editor's display name. */
export async function readHistory(db: Kysely<HistoryTables>, entity: string, id: string): Promise<{ entries: HistoryEntry[]; truncated: boolean }> {
  const rows = await db
    .selectFrom('core_change_history as h')
    // meta.users.user_uid is a uuid; the trigger stores the setting's text (or null).
    .leftJoin('meta.users as u', (join) => join.on(sql<boolean>`u.user_uid::text = h.user_uid`))
    .select(['h.ID', 'h.action', 'h.changed_at', 'h.source_table', 'h.user_uid', 'h.changes', 'u.firstname', 'u.lastname'])
    .where('h.entity', '=', entity)
    .where('h.entity_id', '=', id)
    .orderBy('h.ID', 'desc')
    .limit(HISTORY_LIMIT + 1)
    .execute();
  const entries = rows.slice(0, HISTORY_LIMIT).map((r) => ({
    ID: r.ID,
    action: r.action,
    changedAt: new Date(r.changed_at).toISOString(),
    table: r.source_table,
    userUid: r.user_uid,
    userName: displayName(r.firstname, r.lastname),
    changes: r.changes,
  }));
  return { entries, truncated: rows.length > HISTORY_LIMIT };
}
