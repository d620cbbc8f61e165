import type { Kysely, Migration } from 'kysely';

/** Creates vvt_eintraege in each customer schema (unqualified: the tenant migrator binds the schema). Never edit once applied; add vvt_0002_... */
export const vvtInit: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('vvt_eintraege')
      .addColumn('ID', 'serial', (col) => col.notNull())
      .addColumn('Name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('vvt_eintraege_pk', ['ID'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('vvt_eintraege').execute();
  },
};
