import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely';

/**
 * The free texts of the reports (keys Vvt_Freitext, Audit_Freitext, Datenweitergaben_Freitext),
 * shared by the VVT, audit and data-transfer modules.
 */
export const freitextMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('freitext')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('Wert', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeiter_User_Uid', 'text')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('freitext').execute();
  },
};
