import { sql, type Kysely, type Migration } from 'kysely';

/**
 * vorfaelle_vorfaelle in each customer schema (unqualified: the tenant migrator binds the schema).
 * The affected processing records are a jsonb list of IDs without a foreign key: tenant migrations
 * run in name order, so this runs before vvt_0001 in a new schema; reads join the records, so a
 * deleted record is simply no longer named. Never edit once applied; add vorfaelle_0003_...
 */
export const vorfaelleInit: Migration = {
  async up(db: Kysely<any>) {
    const text = (name: string) => (t: ReturnType<Kysely<any>['schema']['createTable']>) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
    let table = db.schema
      .createTable('vorfaelle_vorfaelle')
      .addColumn('ID', 'serial', (c) => c.primaryKey())
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('Titel', 'text', (c) => c.notNull())
      .addColumn('Status', 'text', (c) => c.notNull().defaultTo('erfasst'))
      .addColumn('Eingetreten_am', 'timestamptz')
      .addColumn('Entdeckt_am', 'timestamptz')
      .addColumn('Kenntnis_am', 'timestamptz', (c) => c.notNull())
      .addColumn('Meldefrist', 'timestamptz', (c) => c.notNull())
      .addColumn('Verletzungsarten', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('Anzahl_Betroffene', 'integer')
      .addColumn('Anzahl_Datensaetze', 'integer')
      .addColumn('Risiko', 'text')
      .addColumn('Meldung_Behoerde_am', 'timestamptz')
      .addColumn('Benachrichtigung_Betroffene_am', 'timestamptz')
      .addColumn('Verarbeitungen', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`));
    for (const name of [
      'Beschreibung',
      'Kategorien_Betroffene',
      'Kategorien_Datensaetze',
      'Folgen',
      'Massnahmen_ergriffen',
      'Massnahmen_vorgeschlagen',
      'Kontakt',
      'Risiko_Begruendung',
      'Behoerde',
      'Aktenzeichen_Behoerde',
      'Verspaetung_Gruende',
      'Benachrichtigung_Betroffene_Art',
      'Benachrichtigung_Ausnahme',
    ]) {
      table = text(name)(table);
    }
    await table
      .addColumn('Erstelldatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeiter_User_Uid', 'text')
      .addCheckConstraint('vorfaelle_risiko_check', sql`"Risiko" in ('keinRisiko', 'risiko', 'hohesRisiko')`)
      .addCheckConstraint('vorfaelle_status_check', sql`"Status" in ('erfasst', 'inBewertung', 'gemeldet', 'abgeschlossen')`)
      .addCheckConstraint('vorfaelle_meldefrist_check', sql`"Meldefrist" = "Kenntnis_am" + interval '72 hours'`)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('vorfaelle_vorfaelle').ifExists().execute();
  },
};
