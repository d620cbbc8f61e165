import type { ColumnType, Generated, Kysely } from 'kysely';

export interface CustomerDataExportsTable {
  ID: Generated<number>;
  Exportdatum: ColumnType<Date, Date | string | undefined, Date | string>;
  Bearbeiter_User_Uid: string;
  language: string;
}

export interface DataExportTables {
  customer_data_exports: CustomerDataExportsTable;
}

export interface LastExport {
  Exportdatum: string;
  Bearbeiter: string;
  language: string;
}

export async function recordExport(db: Kysely<DataExportTables>, userUid: string, language: string): Promise<void> {
  await db.insertInto('customer_data_exports').values({ Bearbeiter_User_Uid: userUid, language }).execute();
}

export async function lastExport(db: Kysely<DataExportTables>): Promise<{ Exportdatum: Date; Bearbeiter_User_Uid: string; language: string } | undefined> {
  return db.selectFrom('customer_data_exports').select(['Exportdatum', 'Bearbeiter_User_Uid', 'language']).orderBy('ID', 'desc').limit(1).executeTakeFirst();
}
