import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { REFERENCE_ROWS, referenceTableOf } from './reference-rows';
import { VVT_REFERENCE_KEYS } from '@vws/shared/contract/vvt';

/**
 * The VVT tables of one customer schema (unqualified names: the tenant migrator binds the schema).
 * Columns carry the contract's keys (server README naming rule); the three selections are jsonb
 * arrays of the contract's keys or the user's own texts.
 */
const now = sql`now()`;

type ColumnKind = 'text' | 'flag' | 'scale' | 'selection' | 'nullableFlag' | 'nullableHours';

/** Every stored field of verarbeitungFieldsSchema besides ID, Version and the level/status/sort columns. */
const RECORD_COLUMNS: [string, ColumnKind][] = [
  ['Gruppe', 'text'],
  ['Nummer', 'text'],
  ['Name', 'text'],
  ['Zweck', 'text'],
  ['Verantwortlich_Name', 'text'],
  ['Verantwortlich_Abteilung', 'text'],
  ['schadenspotenzial', 'scale'],
  ['eingriffsintensitaet', 'scale'],
  ['joint_control', 'flag'],
  ['avv', 'flag'],
  ['rechtsgrundlage', 'text'],
  ['ist_berechtigtes_interesse', 'flag'],
  ['speicherort', 'selection'],
  ['personengruppen', 'selection'],
  ['datenkategorien', 'selection'],
  ['datenweitergabe_intern', 'flag'],
  ['datenweitergabe_extern', 'flag'],
  ['datenweitergabe_ausserhalb_eu', 'flag'],
  ['aufbewahrungsfristen', 'text'],
  ['datensicherheit_tom', 'text'],
  ['schaden_risiko', 'text'],
  ['notwendige_massnahmen', 'text'],
  ['bemerkungen', 'text'],
  ['dsfa_erforderlich', 'nullableFlag'],
  ['dsfa_systematische_beschreibung', 'text'],
  ['dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit', 'text'],
  ['dsfa_bewertung_risiken', 'text'],
  ['dsfa_geplante_abhilfe', 'text'],
  ['dsfa_standpunkt_betroffene', 'text'],
  ['dsfa_stellungnahme_dsb', 'text'],
  ['dsfa_ergebnis', 'text'],
  ['bi_begruendung', 'text'],
  ['bi_mildere_moeglichkeiten', 'text'],
  ['bi_begruendung_verarbeitung_absehbar', 'text'],
  ['bi_berechtigte_interessen_betroffener', 'text'],
  ['bi_ergebnis', 'text'],
  ['bcm_relevant', 'flag'],
  ['bcm_kritikalitaet', 'scale'],
  ['bcm_prioritaet_wiederanlauf', 'scale'],
  ['bcm_auswirkung', 'text'],
  ['bcm_max_ausfallzeit_stunden', 'nullableHours'],
];

const COLUMN_TYPES = { text: 'text', flag: 'boolean', nullableFlag: 'boolean', scale: 'integer', nullableHours: 'integer', selection: 'jsonb' } as const;

async function createReferenceTables(db: Kysely<any>): Promise<void> {
  for (const key of VVT_REFERENCE_KEYS) {
    const table = referenceTableOf(key);
    await db.schema
      .createTable(table)
      .addColumn('ID', 'integer', (c) => c.primaryKey())
      .addColumn('Name_de', 'text', (c) => c.notNull())
      .addColumn('Name_en', 'text', (c) => c.notNull())
      .execute();
    await db.insertInto(table).values(REFERENCE_ROWS[key]).execute();
  }
}

async function createVerarbeitungen(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('vvt_verarbeitungen')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('SDM_Ebene_Nr', 'integer', (c) => c.notNull().references('vvt_ebenen.ID'))
    .addColumn('ID_Status', 'integer', (c) => c.notNull().defaultTo(0).references('vvt_verarbeitungen_status.ID'))
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('Sortierung', 'integer', (c) => c.notNull().defaultTo(0));
  for (const [name, kind] of RECORD_COLUMNS) {
    table = table.addColumn(name, COLUMN_TYPES[kind], (c) => {
      if (kind === 'text') return c.notNull().defaultTo('');
      if (kind === 'flag') return c.notNull().defaultTo(false);
      if (kind === 'scale') return c.notNull().defaultTo(0);
      if (kind === 'selection') return c.notNull().defaultTo(sql`'[]'::jsonb`);
      return c; // nullable flag / hours
    });
  }
  await table
    .addColumn('isBereitZurPruefungDSB', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('Erstelldatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeiter_User_Uid', 'text')
    .execute();
  // The list's order; the review list and the dashboard count by level and status.
  await db.schema.createIndex('vvt_verarbeitungen_sort_idx').on('vvt_verarbeitungen').columns(['Sortierung', 'ID']).execute();
  await db.schema.createIndex('vvt_verarbeitungen_ebene_status_idx').on('vvt_verarbeitungen').columns(['SDM_Ebene_Nr', 'ID_Status']).execute();
}

async function createRecordChildren(db: Kysely<any>): Promise<void> {
  const record = (c: ColumnDefinitionBuilder) => c.notNull().references('vvt_verarbeitungen.ID').onDelete('cascade');
  await db.schema
    .createTable('vvt_sdm_cube')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Verarbeitung', 'integer', record)
    .addColumn('ID_SDM_Cube_Prozessschritt', 'integer', (c) => c.notNull().references('vvt_sdm_cube_prozessschritte.ID'))
    .addColumn('ID_SDM_Cube_Schutzziel', 'integer', (c) => c.notNull().references('vvt_sdm_cube_schutzziele.ID'))
    .addColumn('ID_SDM_Cube_Status', 'integer', (c) => c.notNull().defaultTo(0).references('vvt_sdm_cube_status.ID'))
    .addColumn('ID_SDM_Cube_Risikostufe', 'integer', (c) => c.notNull().defaultTo(0).references('vvt_sdm_cube_risikostufen.ID'))
    .addColumn('Antwort', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Risikobeschreibung', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Massnahmen', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Bemerkungen_Nachweise', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('vvt_sdm_cube_cell_key', ['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'ID_SDM_Cube_Schutzziel'])
    .execute();

  await db.schema
    .createTable('vvt_prozessschritte')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Verarbeitung', 'integer', record)
    .addColumn('ID_SDM_Cube_Prozessschritt', 'integer', (c) => c.notNull().references('vvt_sdm_cube_prozessschritte.ID'))
    .addColumn('Beschreibung', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('vvt_prozessschritte_step_key', ['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt'])
    .execute();

  await db.schema
    .createTable('vvt_relationen')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Verarbeitung_Parent', 'integer', record)
    .addColumn('ID_Verarbeitung_Child', 'integer', record)
    .addUniqueConstraint('vvt_relationen_pair_key', ['ID_Verarbeitung_Parent', 'ID_Verarbeitung_Child'])
    .addCheckConstraint('vvt_relationen_not_self', sql`"ID_Verarbeitung_Parent" <> "ID_Verarbeitung_Child"`)
    .execute();
  await db.schema.createIndex('vvt_relationen_child_idx').on('vvt_relationen').column('ID_Verarbeitung_Child').execute();

  await db.schema
    .createTable('vvt_zuweisungen')
    .addColumn('ID_Verarbeitung', 'integer', record)
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vvt_zuweisungen_pk', ['ID_Verarbeitung', 'user_uid'])
    .execute();
  await db.schema.createIndex('vvt_zuweisungen_user_idx').on('vvt_zuweisungen').column('user_uid').execute();
}

async function up(db: Kysely<any>): Promise<void> {
  await createReferenceTables(db);
  await createVerarbeitungen(db);
  await createRecordChildren(db);
}

async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['vvt_zuweisungen', 'vvt_relationen', 'vvt_prozessschritte', 'vvt_sdm_cube', 'vvt_verarbeitungen']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const key of VVT_REFERENCE_KEYS) await db.schema.dropTable(referenceTableOf(key)).ifExists().execute();
}

export const vvtInit: Migration = { up, down };
