import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The customer's master data: exactly one row (id = 1) in the tenant schema. Unqualified table
 * name: the tenant migrator binds it to the customer's schema.
 */
export const stammdatenMigration: Migration = {
  async up(db: Kysely<any>) {
    let table = db.schema
      .createTable('stammdaten')
      .addColumn('id', 'integer', (col) =>
        col
          .primaryKey()
          .defaultTo(1)
          .check(sql`id = 1`),
      )
      .addColumn('name', 'text', (col) => col.notNull());
    for (const column of TEXT_COLUMNS) {
      table = table.addColumn(column, 'text', (col) => col.notNull().defaultTo(''));
    }
    await table.addColumn('bearbeitungsdatum', 'timestamptz').addColumn('bearbeiter_user_uid', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('stammdaten').execute();
  },
};

// Frozen here on purpose: a migration must not change when the contract grows later.
const TEXT_COLUMNS = [
  'strasse_hausnummer',
  'plz',
  'ort',
  'land',
  'telefon',
  'email',
  'website',
  'handelsregister',
  'geschaeftsfuehrung',
  'verantwortlicher_name',
  'verantwortlicher_email',
  'dsb_name',
  'dsb_firma',
  'dsb_email',
  'dsb_telefon',
  'aufsichtsbehoerde',
] as const;
