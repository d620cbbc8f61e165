import type { Kysely, Migration } from 'kysely';

/** Creates betroffenenanfragen_eintraege in each customer schema (unqualified: the tenant migrator binds the schema). Never edit once applied; add betroffenenanfragen_0002_... */
export const betroffenenanfragenInit: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('betroffenenanfragen_eintraege')
      .addColumn('ID', 'serial', (col) => col.notNull())
      .addColumn('Name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('betroffenenanfragen_eintraege_pk', ['ID'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('betroffenenanfragen_eintraege').execute();
  },
};
