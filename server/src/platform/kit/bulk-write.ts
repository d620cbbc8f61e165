import { sql, type Kysely } from 'kysely';
import type { BulkConflict, BulkRow } from '@vws/shared/contract/bulk';
import { HttpError } from '../request-context';
import type { VersionedTable } from './versioned-write';

type AnyVersioned = Record<string, { ID: number; Version: number } & Record<string, unknown>>;

export interface LockedRow {
  ID: number;
  Version: number;
  label: string;
}

const named = (rows: readonly BulkConflict[]) => rows.map((row) => row.label).join(', ');

/** A batch refused because of some rows: nothing was stored; the rows by ID and label, and in the message. */
export function bulkRefused(statusCode: 403 | 404 | 409, rows: readonly BulkConflict[]): HttpError {
  const conflicts = rows.map(({ ID, label }) => ({ ID, label }));
  if (statusCode === 409)
    return new HttpError(409, 'itemHasBeenChanged', 'bulkItemsHaveBeenChanged', { itemHasBeenChanged: true, conflicts }, { rows: named(rows) });
  if (statusCode === 403) return new HttpError(403, 'forbidden', 'bulkNotEditable', { conflicts }, { rows: named(rows) });
  return new HttpError(404, 'notFound', 'bulkNotFound', { conflicts }, { rows: rows.map((r) => r.ID).join(', ') });
}

/**
 * The batch's rows locked (FOR UPDATE, in ID order so two batches cannot deadlock) with their
 * stored Version and a label; rows missing from the table refuse the batch with 404. Stale rows
 * (another save since they were read) refuse it with 409 naming every one of them. Must run in
 * the request's transaction; the caller then checks its own rules (permissions) on the rows.
 */
export async function lockBulkRows<DB>(db: Kysely<DB>, table: VersionedTable<DB>, rows: readonly BulkRow[], labelColumn: string): Promise<LockedRow[]> {
  const kdb = db as unknown as Kysely<AnyVersioned>;
  const ids = [...new Set(rows.map((row) => row.ID))];
  const stored = await kdb
    .selectFrom(table as string)
    .select(['ID', 'Version', sql<string>`${sql.ref(labelColumn)}`.as('label')])
    .where('ID', 'in', ids)
    .orderBy('ID')
    .forUpdate()
    .execute();
  const byId = new Map(stored.map((row) => [row.ID, row as LockedRow]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length)
    throw bulkRefused(
      404,
      missing.map((ID) => ({ ID, label: String(ID) })),
    );
  const stale = rows.filter((row) => byId.get(row.ID)!.Version !== row.Version).map((row) => byId.get(row.ID)!);
  if (stale.length) throw bulkRefused(409, stale);
  return ids.map((id) => byId.get(id)!);
}

/** One statement for the whole batch: the values, Version + 1, the editor and now(); answers each row's new Version. */
export async function bulkUpdate<DB>(
  db: Kysely<DB>,
  table: VersionedTable<DB>,
  ids: readonly number[],
  values: Record<string, unknown>,
  editor: string,
): Promise<BulkRow[]> {
  const kdb = db as unknown as Kysely<AnyVersioned>;
  const rows = await kdb
    .updateTable(table as string)
    .set({ ...values, Version: sql`"Version" + 1`, Bearbeiter_User_Uid: editor, Bearbeitungsdatum: sql`now()` })
    .where('ID', 'in', [...ids])
    .returning(['ID', 'Version'])
    .execute();
  return rows.map(({ ID, Version }) => ({ ID, Version })).sort((a, b) => a.ID - b.ID);
}
