import { sql, type Kysely, type Migration } from 'kysely';
import { RECHTSGRUNDLAGEN_DRITTLAND_ROWS, RECHTSGRUNDLAGEN_ROWS, VERTRAGSSTATUS_ROWS, type ReferenceRow } from './reference-rows';

/**
 * The data-transfer tables of one customer schema (unqualified names: the tenant migrator binds the
 * schema). Columns carry the contract's keys. The links to processing records have no foreign key
 * to vvt_verarbeitungen: tenant migrations run in name order, so this one runs before vvt_0001 in a
 * new schema. Reads join the records (a link to a deleted record is not shown) and each mapping
 * save removes such orphans of its transfer.
 */
const REFERENCES: [string, ReferenceRow[]][] = [
  ['datenweitergaben_vertragsstatus', VERTRAGSSTATUS_ROWS],
  ['datenweitergaben_rechtsgrundlagen', RECHTSGRUNDLAGEN_ROWS],
  ['datenweitergaben_rechtsgrundlagen_drittland', RECHTSGRUNDLAGEN_DRITTLAND_ROWS],
];

const TEXT_COLUMNS = [
  'Gruppe',
  'Firma_Empfaenger',
  'Strasse_Hausnummer',
  'PLZ',
  'Ort',
  'Land',
  'Ansprechpartner_intern',
  'Vertragsgegenstand',
  'Notwendige_Massnahmen',
  'Kundennummer',
  'Vertragsnummer',
  'Vertrag_Link',
  'Protokoll_Link',
  'DTFA_Rechtslage_Drittland',
  'DTFA_Ergaenzende_Massnahmen',
  'DTFA_Ergebnis',
];
const DATE_COLUMNS = ['Vertragsende', 'Unterzeichnungsdatum', 'Wiedervorlagedatum', 'Letzte_Pruefung', 'DTFA_Datum'];

async function up(db: Kysely<any>): Promise<void> {
  for (const [table, rows] of REFERENCES) {
    await db.schema
      .createTable(table)
      .addColumn('ID', 'integer', (c) => c.primaryKey())
      .addColumn('Name_de', 'text', (c) => c.notNull())
      .addColumn('Name_en', 'text', (c) => c.notNull())
      .execute();
    await db.insertInto(table).values(rows).execute();
  }

  let table = db.schema
    .createTable('datenweitergaben_datenweitergaben')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ID_Vertragsstatus', 'integer', (c) => c.notNull().defaultTo(0).references('datenweitergaben_vertragsstatus.ID'))
    .addColumn('ID_Rechtsgrundlage', 'integer', (c) => c.references('datenweitergaben_rechtsgrundlagen.ID'))
    .addColumn('isDatenweitergabe_ausserhalb_EU', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ID_Rechtsgrundlage_ausserhalb_EU', 'integer', (c) => c.references('datenweitergaben_rechtsgrundlagen_drittland.ID'))
    .addColumn('DTFA_Durchgefuehrt', 'boolean', (c) => c.notNull().defaultTo(false));
  for (const name of TEXT_COLUMNS) table = table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  for (const name of DATE_COLUMNS) table = table.addColumn(name, 'date');
  await table
    .addColumn('Erstelldatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('Bearbeiter_User_Uid', 'text')
    .execute();
  await db.schema.createIndex('datenweitergaben_datenweitergaben_status_idx').on('datenweitergaben_datenweitergaben').column('ID_Vertragsstatus').execute();

  const transfer = 'datenweitergaben_datenweitergaben.ID';
  await db.schema
    .createTable('datenweitergaben_pruefpunkte')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Datenweitergabe', 'integer', (c) => c.notNull().references(transfer).onDelete('cascade'))
    .addColumn('ID_Rechtsgrundlage', 'integer', (c) => c.notNull().references('datenweitergaben_rechtsgrundlagen.ID'))
    .addColumn('Schluessel', 'text', (c) => c.notNull())
    .addColumn('Erfuellt', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Bemerkung', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('datenweitergaben_pruefpunkte_key', ['ID_Datenweitergabe', 'ID_Rechtsgrundlage', 'Schluessel'])
    .execute();

  await db.schema
    .createTable('datenweitergaben_verarbeitungen')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Datenweitergabe', 'integer', (c) => c.notNull().references(transfer).onDelete('cascade'))
    .addColumn('ID_Verarbeitung', 'integer', (c) => c.notNull())
    .addUniqueConstraint('datenweitergaben_verarbeitungen_pair_key', ['ID_Datenweitergabe', 'ID_Verarbeitung'])
    .execute();
  await db.schema.createIndex('datenweitergaben_verarbeitungen_verarbeitung_idx').on('datenweitergaben_verarbeitungen').column('ID_Verarbeitung').execute();
}

async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['datenweitergaben_verarbeitungen', 'datenweitergaben_pruefpunkte', 'datenweitergaben_datenweitergaben']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const [table] of REFERENCES) await db.schema.dropTable(table).ifExists().execute();
}

export const datenweitergabenInit: Migration = { up, down };
