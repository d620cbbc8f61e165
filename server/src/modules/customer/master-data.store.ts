import type { Kysely } from 'kysely';
import type { MasterData, MasterDataFields } from '@vws/shared/contract/customer';
import { MASTER_DATA_FIELDS } from '@vws/shared/contract/customer';

/** The row of the tenant table `stammdaten` (see migrations/0001-stammdaten.ts). */
export interface StammdatenRow extends MasterDataFields {
  id: number;
  bearbeitungsdatum: Date | string | null;
  bearbeiter_user_uid: string | null;
}

export interface CustomerTenantTables {
  stammdaten: StammdatenRow;
}

export type CustomerTenantDb = Kysely<CustomerTenantTables>;

const ROW_ID = 1;

export function toIsoTimestamp(value: Date | string | null): string {
  return value === null ? '' : new Date(value).toISOString();
}

function toMasterData(row: StammdatenRow): MasterData {
  const fields = Object.fromEntries(MASTER_DATA_FIELDS.map((key) => [key, row[key]])) as MasterDataFields;
  return {
    ...fields,
    Bearbeitungsdatum: toIsoTimestamp(row.bearbeitungsdatum),
    Bearbeiter_User_Uid: row.bearbeiter_user_uid ?? '',
  };
}

/** Master data of a customer that nobody has entered yet: only the name is known. */
export function emptyMasterData(customerName: string): MasterData {
  const blank = Object.fromEntries(MASTER_DATA_FIELDS.map((key) => [key, ''])) as MasterDataFields;
  return { ...blank, name: customerName, Bearbeitungsdatum: '', Bearbeiter_User_Uid: '' };
}

export async function readMasterData(db: CustomerTenantDb): Promise<MasterData | null> {
  const row = await db.selectFrom('stammdaten').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
  return row ? toMasterData(row) : null;
}

/** Inserts or replaces the one row, stamping who changed it and when. */
export async function writeMasterData(
  db: CustomerTenantDb,
  fields: MasterDataFields,
  editorUserUid: string,
  editedAt: Date = new Date(),
): Promise<MasterData> {
  const values = pickFields(fields);
  const stamp = { bearbeitungsdatum: editedAt, bearbeiter_user_uid: editorUserUid };
  const row = await db
    .insertInto('stammdaten')
    .values({ id: ROW_ID, ...values, ...stamp })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, ...stamp }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMasterData(row);
}

/** Only the editable columns, so that no read-only or unknown key reaches the SQL. */
function pickFields(fields: MasterDataFields): MasterDataFields {
  return Object.fromEntries(MASTER_DATA_FIELDS.map((key) => [key, fields[key]])) as MasterDataFields;
}
