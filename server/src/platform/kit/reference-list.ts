import { sql, type Kysely } from 'kysely';
import type { ReferenceEditEntry } from '@vws/shared/contract/common';
import type { MessageKey } from '../messages';
import { HttpError } from '../request-context';
import { planReferenceSave } from './reference-plan';
import { lockForUniqueness } from './unique-lock';
import { validationError } from './validation';

/** A stored entry of a reference list: ID, Name and the list's extra columns. */
export type ReferenceRow = { ID: number; Name: string } & Record<string, unknown>;

/**
 * An editable reference list (ID, Name, editor stamp): its table and how to tell whether an entry
 * is still in use. The route and the store are generic; a list only declares what differs.
 */
export interface ReferenceListDef<DB> {
  /** Body and response key, e.g. 'themenbloecke'. */
  key: string;
  table: keyof DB & string;
  /** Columns answered besides ID and Name, e.g. ['ID_Schutzzielpaket']. */
  extraColumns?: string[];
  /** How many records still use the entry; a used entry cannot be deleted (409 inUse). */
  inUse?: (db: Kysely<DB>, id: number) => Promise<number>;
  /** Catalogue text of the 409 (params name, count); default entryInUse. */
  inUseMessage?: MessageKey;
  /** Entries that may be neither renamed nor deleted, with the field error's message. */
  readOnly?: { when: (row: ReferenceRow) => boolean; message: string };
  /** Column values of a new entry besides Name and the stamp, e.g. { ID_Schutzzielpaket: 2 }. */
  insertValues?: Record<string, unknown>;
}

type AnyTables = Record<string, ReferenceRow & { Bearbeiter_User_Uid: string; Bearbeitungsdatum: Date }>;
// The kit's statements only touch ID, Name, the stamp and the declared columns.
const untyped = <DB>(db: Kysely<DB>) => db as unknown as Kysely<AnyTables>;

/** inUse predicate: the entry's ID appears in `column` of `table` (e.g. audit_fragen.ID_Themenblock). */
export function countReferences<DB>(table: keyof DB & string, column: string) {
  return async (db: Kysely<DB>, id: number): Promise<number> => {
    const name: string = table;
    const { count } = await untyped(db)
      .selectFrom(name)
      .select(sql<number>`count(*)::int`.as('count'))
      .where(sql.ref(column), '=', id)
      .executeTakeFirstOrThrow();
    return count;
  };
}

/** The entries ordered by ID, as the contract's reference schemas. */
export async function loadReferenceList<DB>(db: Kysely<DB>, list: ReferenceListDef<DB>): Promise<ReferenceRow[]> {
  const name: string = list.table;
  return untyped(db)
    .selectFrom(name)
    .select(['ID', 'Name', ...(list.extraColumns ?? [])])
    .orderBy('ID')
    .execute() as Promise<ReferenceRow[]>;
}

/**
 * Applies a save in the request's transaction, all or nothing (plan: reference-plan.ts): only
 * modified and deleted entries count, names must be neither empty nor repeated, read-only entries
 * stay as they are (400), and an entry still in use is not deleted (409 inUse with the count and
 * a field error at the entry).
 */
export async function saveReferenceList<DB>(db: Kysely<DB>, list: ReferenceListDef<DB>, entries: ReferenceEditEntry[], editor: string): Promise<void> {
  const name: string = list.table;
  // Parallel saves of the same list wait for each other, so the duplicate check below holds.
  await lockForUniqueness(db, name);
  const existing = await loadReferenceList(db, list);
  const plan = planReferenceSave(list.key, entries, new Map(existing.map((r) => [r.ID, r.Name])));
  if (list.readOnly) {
    const fixed = new Set(existing.filter(list.readOnly.when).map((r) => r.ID));
    entries.forEach((e, index) => {
      if (fixed.has(e.ID) && (e.isDeleted || e.isModified)) plan.errors.push({ path: `${list.key}.${index}`, message: list.readOnly!.message });
    });
  }
  if (plan.errors.length) throw validationError(plan.errors);

  if (list.inUse) {
    for (const id of plan.deletes) {
      const count = await list.inUse(db, id);
      if (count > 0) throw inUseError(list, existing, entries, id, count);
    }
  }
  const stamp = { Bearbeiter_User_Uid: editor, Bearbeitungsdatum: sql<Date>`now()` };
  const kdb = untyped(db);
  if (plan.deletes.length) await kdb.deleteFrom(name).where('ID', 'in', plan.deletes).execute();
  for (const { ID, Name } of plan.renames) {
    await kdb
      .updateTable(name)
      .set({ Name, ...stamp })
      .where('ID', '=', ID)
      .execute();
  }
  if (plan.inserts.length) {
    await kdb
      .insertInto(name)
      .values(plan.inserts.map((Name) => ({ Name, ...stamp, ...(list.insertValues ?? {}) }) as never))
      .execute();
  }
}

function inUseError<DB>(list: ReferenceListDef<DB>, existing: ReferenceRow[], entries: ReferenceEditEntry[], id: number, count: number) {
  const name = existing.find((r) => r.ID === id)?.Name ?? '';
  const index = entries.findIndex((e) => e.ID === id && e.isDeleted);
  return new HttpError(
    409,
    'inUse',
    list.inUseMessage ?? 'entryInUse',
    { ID: id, Name: name, count, fields: [{ path: `${list.key}.${index}`, message: 'inUse' }] },
    { name },
  );
}
