/**
 * Staged edits of a list of records that the user adds, changes and deletes before one save:
 * editable reference lists (spec §3: isModified, isDeleted) and a question's documents
 * (IsModified, IsDeleted). New records get distinct negative temporary ids. Spec §5: only
 * modified records are sent, and deleted ones only when they exist (ID > 0); a new record that is
 * deleted again never existed and is dropped. The flag names differ per record type, so they are
 * parameters.
 */
export interface RecordFlags<M extends string, D extends string> {
  modified: M;
  deleted: D;
}

type Staged<M extends string, D extends string> = { ID: number } & Record<M, boolean> & Record<D, boolean>;

export interface RecordStaging<T extends Staged<M, D>, M extends string, D extends string> {
  /** Marks stored records unchanged. */
  stage(rows: readonly Omit<T, M | D>[]): T[];
  /** Appends a new record with the next negative id, marked modified. */
  add(rows: readonly T[], blank: Omit<T, 'ID' | M | D>): T[];
  change(rows: readonly T[], id: number, change: Partial<Omit<T, 'ID' | M | D>>): T[];
  /** A new record disappears; a stored one is marked deleted. */
  remove(rows: readonly T[], id: number): T[];
  /** As remove, but a deleted stored record is restored. */
  toggleDelete(rows: readonly T[], id: number): T[];
  toSend(rows: readonly T[]): T[];
  /** How many records a save would send. */
  pendingCount(rows: readonly T[]): number;
  isDirty(rows: readonly T[]): boolean;
  /** After a successful save: deleted ones are gone, the rest unchanged (new ones keep their temporary id until reloaded). */
  saved(rows: readonly T[]): T[];
}

export function createRecordStaging<M extends string, D extends string, T extends Staged<M, D>>(flags: RecordFlags<M, D>): RecordStaging<T, M, D> {
  const { modified, deleted } = flags;
  const withFlags = (row: object, isModified: boolean, isDeleted: boolean) => ({ ...row, [modified]: isModified, [deleted]: isDeleted }) as T;
  const toSend = (rows: readonly T[]) => rows.filter((row) => (row[deleted] ? row.ID > 0 : row[modified]));
  const setDeleted = (rows: readonly T[], id: number, next: (row: T) => boolean) =>
    id <= 0 ? rows.filter((row) => row.ID !== id) : rows.map((row) => (row.ID === id ? withFlags(row, row[modified], next(row)) : row));
  return {
    stage: (rows) => rows.map((row) => withFlags(row, false, false)),
    add(rows, blank) {
      const tempId = Math.min(0, ...rows.map((row) => row.ID)) - 1;
      return [...rows, withFlags({ ...blank, ID: tempId }, true, false)];
    },
    change: (rows, id, change) => rows.map((row) => (row.ID === id ? withFlags({ ...row, ...change }, true, row[deleted]) : row)),
    remove: (rows, id) => setDeleted(rows, id, () => true),
    toggleDelete: (rows, id) => setDeleted(rows, id, (row) => !row[deleted]),
    toSend,
    pendingCount: (rows) => toSend(rows).length,
    isDirty: (rows) => rows.some((row) => row[modified] || row[deleted]),
    saved: (rows) => rows.filter((row) => !row[deleted]).map((row) => withFlags(row, false, false)),
  };
}
