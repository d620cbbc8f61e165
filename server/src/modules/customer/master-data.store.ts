import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { MasterData, MasterDataFields } from '@vws/shared/contract/customer';
import { MASTER_DATA_FIELDS } from '@vws/shared/contract/customer';
import { versionedUpdate } from '../../platform/kit/versioned-write';

/** The row of the tenant table `customer_stammdaten` (migrations customer_0001, customer_0002). */
export interface CustomerStammdatenTable extends MasterDataFields {
  ID: number;
  Version: ColumnType<number, number | undefined, number>;
  Bearbeitungsdatum: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  Bearbeiter_User_Uid: string | null;
}

export interface CustomerTables {
  customer_stammdaten: CustomerStammdatenTable;
}
export type CustomerTenantDb = Kysely<CustomerTables>;

/** The one row of a customer's master data. */
const ROW_ID = 1;
/** A customer whose master data was never saved is at Version 0. */
const NEVER_SAVED = 0;

export function toIsoTimestamp(value: Date | string | null): string {
  return value === null ? '' : new Date(value).toISOString();
}

function toMasterData(row: Selectable<CustomerStammdatenTable>): MasterData {
  const fields = Object.fromEntries(MASTER_DATA_FIELDS.map((key) => [key, row[key]])) as MasterDataFields;
  return {
    ...fields,
    Bearbeitungsdatum: toIsoTimestamp(row.Bearbeitungsdatum),
    Bearbeiter_User_Uid: row.Bearbeiter_User_Uid ?? '',
    Version: row.Version,
  };
}

/** Master data of a customer that nobody has entered yet: only the name is known. */
export function emptyMasterData(customerName: string): MasterData {
  const blank = Object.fromEntries(MASTER_DATA_FIELDS.map((key) => [key, ''])) as unknown as MasterDataFields;
  return { ...blank, oeffentliche_stelle: false, name: customerName, Bearbeitungsdatum: '', Bearbeiter_User_Uid: '', Version: NEVER_SAVED };
}

export async function readMasterData(db: CustomerTenantDb): Promise<MasterData | null> {
  const row = await db.selectFrom('customer_stammdaten').selectAll().where('ID', '=', ROW_ID).executeTakeFirst();
  return row ? toMasterData(row) : null;
}

export interface MasterDataSave {
  /** The Version the edit is based on (0 = the client saw no master data). */
  version: number;
  forceUpdate?: boolean;
  editor: string;
}

/**
 * Saves the one row under the optimistic lock of the kit (409 itemHasBeenChanged on a stale
 * Version unless forceUpdate) and answers the stored data.
 */
export async function saveMasterData(db: CustomerTenantDb, fields: MasterDataFields, save: MasterDataSave): Promise<MasterData> {
  // The row must exist to be locked. A concurrent first save waits here for the other's insert
  // and then finds its Version, so it cannot overwrite it unnoticed.
  await db
    .insertInto('customer_stammdaten')
    .values({ ...pickFields(fields), ID: ROW_ID, Version: NEVER_SAVED })
    .onConflict((oc) => oc.column('ID').doNothing())
    .execute();
  await versionedUpdate(db, 'customer_stammdaten', {
    id: ROW_ID,
    version: save.version,
    forceUpdate: save.forceUpdate,
    editor: save.editor,
    values: pickFields(fields),
  });
  return (await readMasterData(db))!;
}

/** Only the editable columns, so that no read-only or unknown key reaches the SQL. */
function pickFields(fields: MasterDataFields): MasterDataFields {
  return Object.fromEntries(MASTER_DATA_FIELDS.map((key) => [key, fields[key]])) as MasterDataFields;
}

/**
 * The customer has one name (issue 25 item 7): a rename in the meta administration is the master
 * data's name too, which the legal notice and the reports print. Master data never entered stay
 * unentered (they show the catalog's name anyway). A versioned change, so an editor who loaded
 * the master data before the rename is told of it instead of writing the old name back.
 */
export async function renameInMasterData(db: CustomerTenantDb, name: string, editor: string): Promise<void> {
  const stored = await db.selectFrom('customer_stammdaten').select('Version').where('ID', '=', ROW_ID).executeTakeFirst();
  if (!stored) return;
  await versionedUpdate(db, 'customer_stammdaten', { id: ROW_ID, version: stored.Version, editor, values: { name } });
}
