import { sql, type Kysely, type Migration } from 'kysely';

const TEXTS = ['Kontakt', 'Anliegen', 'Identitaet_Pruefung', 'Verlaengerung_Begruendung', 'Antwort', 'Ablehnung_Begruendung', 'Bearbeiter_intern'];

/**
 * betroffenenanfragen_anfragen in each customer schema. The linked processing records are a jsonb
 * list of IDs without a foreign key (this runs before vvt_0001 in a new schema; reads join the
 * records). The Frist is stored as the server derives it (contract: fristOf), so lists and due
 * items can sort and filter by it in SQL. Never edit once applied; add betroffenenanfragen_0003_...
 */
export const betroffenenanfragenInit: Migration = {
  async up(db: Kysely<any>) {
    let table = db.schema
      .createTable('betroffenenanfragen_anfragen')
      .addColumn('ID', 'serial', (c) => c.primaryKey())
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('Antragsteller', 'text', (c) => c.notNull())
      .addColumn('Rechte', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('Eingang_am', 'date', (c) => c.notNull())
      .addColumn('Frist', 'date', (c) => c.notNull())
      .addColumn('Kanal', 'text', (c) => c.notNull().defaultTo('email'))
      .addColumn('Identitaet_geprueft', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('Status', 'text', (c) => c.notNull().defaultTo('eingegangen'))
      .addColumn('Verlaengerung_Monate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('Verlaengerung_mitgeteilt_am', 'date')
      .addColumn('Beantwortet_am', 'date')
      .addColumn('Verarbeitungen', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`));
    for (const name of TEXTS) table = table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
    await table
      .addColumn('Erstelldatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeiter_User_Uid', 'text')
      .addCheckConstraint('betroffenenanfragen_verlaengerung_check', sql`"Verlaengerung_Monate" between 0 and 2`)
      .addCheckConstraint('betroffenenanfragen_frist_check', sql`"Frist" > "Eingang_am"`)
      .addCheckConstraint('betroffenenanfragen_status_check', sql`"Status" in ('eingegangen', 'inBearbeitung', 'beantwortet', 'abgelehnt', 'zurueckgezogen')`)
      .execute();
    await db.schema.createIndex('betroffenenanfragen_frist_idx').on('betroffenenanfragen_anfragen').column('Frist').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('betroffenenanfragen_anfragen').ifExists().execute();
  },
};
