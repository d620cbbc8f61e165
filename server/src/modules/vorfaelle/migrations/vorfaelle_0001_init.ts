import type { Kysely, Migration } from 'kysely';

/** Creates vorfaelle_eintraege in each customer schema (unqualified: the tenant migrator binds the schema). Never edit once applied; add vorfaelle_0002_... */
export const vorfaelleInit: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('vorfaelle_eintraege')
      .addColumn('ID', 'serial', (col) => col.notNull())
      .addColumn('Name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('vorfaelle_eintraege_pk', ['ID'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('vorfaelle_eintraege').execute();
  },
};
