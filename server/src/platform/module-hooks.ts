import type { Kysely } from 'kysely';
import type { CustomerContext } from './request-context';

/**
 * Optional contributions of a ServerModule to the customer area (server/src/modules/customer):
 * the data export's sheets and the assignments that the user administration checks before it
 * removes a role. Each receives the tenant transaction typed with the module's own tables.
 */

/** A value of one cell of the export. */
export type ExportCell = string | number | boolean | Date | null;
export type ExportLanguage = 'de' | 'en';
export type Bilingual = Record<ExportLanguage, string>;

export interface ExportContext<DB = object> {
  /** The customer's schema inside a transaction of this sheet; for a sheet of source 'meta', the meta database. */
  db: Kysely<DB>;
  customer: CustomerContext;
  language: ExportLanguage;
  /** user_uid -> "Firstname Lastname" of the customer's members, for editor and assignee columns. */
  userName(userUid: string | null | undefined): string;
}

export interface ExportColumn {
  key: string;
  header: Bilingual;
  /** Character width of the column; defaults to 20. */
  width?: number;
}

/**
 * One worksheet of GET /customer/data-export. rows() yields the rows in batches (keyset paging,
 * never the whole table at once) so the export's memory stays bounded; the writer commits each.
 */
export interface ExportSheet<DB = object> {
  /** Unique across modules; at most 31 characters in both languages (Excel's limit). */
  name: Bilingual;
  /** Where rows() reads: the customer's schema (default) or the meta schema (ExportSheet<MetaDatabase>). */
  source?: 'tenant' | 'meta';
  columns: ExportColumn[];
  rows(ctx: ExportContext<DB>): AsyncIterable<Record<string, ExportCell>>;
  /**
   * The columns of the customer's tables whose values this sheet carries (as they are, as names
   * of a reference, or folded into one cell with others): table -> column names. The export's
   * completeness test (customer/export/data-export.columns.test.ts) compares them with the
   * tenant schema, so a new column fails there until a sheet carries it.
   */
  covers?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The pages of a table in ID order for an export sheet's rows(): fetchPage(after) reads the rows
 * with ID > after (ordered by ID, limited); the pages end with the first empty one.
 */
export async function* keysetPages<Row extends { ID: number }>(fetchPage: (after: number) => Promise<Row[]>): AsyncGenerator<Row[]> {
  for (let after = 0; ;) {
    const page = await fetchPage(after);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.ID;
  }
}

/**
 * Records of a module assigned to a user in a customer (e.g. the VVT's processes of a PO). Removing
 * the PO role of a user with assignments needs forceDeletePORole, which then calls unassign.
 */
export interface UserAssignments<DB = object> {
  count(db: Kysely<DB>, userUid: string): Promise<number>;
  unassign(db: Kysely<DB>, userUid: string): Promise<void>;
}
