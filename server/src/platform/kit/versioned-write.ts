import { sql, type Kysely } from 'kysely';
import type { MessageKey } from '../messages';
import { HttpError } from '../request-context';

/** The columns every versioned row has (spec: Version, Bearbeitungsdatum, Bearbeiter_User_Uid). */
export interface VersionedColumns {
  ID: number;
  Version: number;
}

/** Names of the tables of DB whose rows carry an ID and a Version. */
export type VersionedTable<DB> = {
  [K in keyof DB & string]: DB[K] extends { ID: unknown; Version: unknown } ? K : never;
}[keyof DB & string];

export interface VersionedUpdate {
  id: number;
  /** The Version the client read; the save is refused when the stored one differs. */
  version: number;
  forceUpdate?: boolean;
  /** user_uid of the caller, stored as Bearbeiter_User_Uid. */
  editor: string;
  /** The columns to change, without Version and the editor stamp (set here). */
  values: Record<string, unknown>;
  /** Catalogue text of the 404 when the row does not exist. */
  notFound?: MessageKey;
}

/** The one answer to a save based on an outdated Version (spec: "newer version exists"). */
export function itemHasBeenChanged(): HttpError {
  return new HttpError(409, 'itemHasBeenChanged', 'itemHasBeenChanged', { itemHasBeenChanged: true });
}

// The kit works on any module's tables; the caller's Kysely<DB> is typed, these few statements
// only touch the versioned columns named above.
type AnyVersioned = Record<string, VersionedColumns & Record<string, unknown>>;

/**
 * Optimistic locking in one place: locks the row (SELECT … FOR UPDATE, so two concurrent saves of
 * the same Version are serialised and the second sees the first's bump), refuses a stale Version
 * with 409 itemHasBeenChanged unless forceUpdate, writes the values with Version + 1, the editor and
 * now(). Returns the new Version. Must run inside the request's transaction (request.withTenant).
 */
export async function versionedUpdate<DB>(db: Kysely<DB>, table: VersionedTable<DB>, change: VersionedUpdate): Promise<number> {
  const kdb = db as unknown as Kysely<AnyVersioned>;
  const name: string = table;
  const stored = await kdb.selectFrom(name).select('Version').where('ID', '=', change.id).forUpdate().executeTakeFirst();
  if (!stored) throw new HttpError(404, 'notFound', change.notFound ?? 'notFound');
  if (stored.Version !== change.version && !change.forceUpdate) throw itemHasBeenChanged();
  const version = stored.Version + 1;
  await kdb
    .updateTable(name)
    .set({ ...change.values, Version: version, Bearbeiter_User_Uid: change.editor, Bearbeitungsdatum: sql`now()` })
    .where('ID', '=', change.id)
    .execute();
  return version;
}
