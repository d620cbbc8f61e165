import { sql, type Kysely, type Migration } from 'kysely';

/** Who exported the customer's data when, in which language (the data-export screen shows the last one). */
export const dataExportsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('customer_data_exports')
      .addColumn('ID', 'serial', (c) => c.primaryKey())
      .addColumn('Exportdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('customer_data_exports').execute();
  },
};
