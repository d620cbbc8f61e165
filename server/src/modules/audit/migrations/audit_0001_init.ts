import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The audit tables of one customer schema. Column names keep the spec's spelling (quoted
 * identifiers), so rows map 1:1 onto the JSON keys of spec §3/§7. Table names are unqualified:
 * the tenant migrator binds them to the customer's schema.
 */

/** Status of spec §4; names are German defaults, the client shows translated names by ID. */
export const STATUS_ROWS = [
  { ID: 1, Name: 'kritisch' },
  { ID: 2, Name: 'fehlt' },
  { ID: 3, Name: 'erfüllt' },
  { ID: 4, Name: 'nicht zutreffend' },
  { ID: 5, Name: 'prüfen' },
  { ID: 6, Name: 'unbearbeitet' },
];

/** The seven standard protection goals of spec §1 (package 1), inserted in this order: IDs 1..7. */
export const STANDARD_SCHUTZZIELE = [
  'Datenminimierung',
  'Transparenz',
  'Nichtverkettung',
  'Intervenierbarkeit',
  'Integrität',
  'Vertraulichkeit',
  'Verfügbarkeit',
];

const now = sql`now()`;

async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_status')
    .addColumn('ID', 'integer', (c) => c.primaryKey())
    .addColumn('Name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_themenbloecke')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('audit_schutzziele')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('ID_Schutzzielpaket', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('audit_organisationseinheiten')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('audit_fragen')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Paket', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('Nummer', 'text', (c) => c.notNull())
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('Erstelldatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Sortierung', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ID_Themenblock', 'integer', (c) => c.notNull().references('audit_themenbloecke.ID'))
    .addColumn('Fragestellung', 'text', (c) => c.notNull())
    .addColumn('Bemerkung', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Empfehlung', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Ticket_Link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ID_Status', 'integer', (c) => c.notNull().defaultTo(6).references('audit_status.ID'))
    .execute();
  // The list is read in this order; reference deletes look questions up by block.
  await db.schema.createIndex('audit_fragen_sort_idx').on('audit_fragen').columns(['Sortierung', 'ID']).execute();
  await db.schema.createIndex('audit_fragen_themenblock_idx').on('audit_fragen').column('ID_Themenblock').execute();

  await db.schema
    .createTable('audit_fragen_schutzziele')
    .addColumn('ID_Frage', 'integer', (c) => c.notNull().references('audit_fragen.ID').onDelete('cascade'))
    .addColumn('ID_Schutzziel', 'integer', (c) => c.notNull().references('audit_schutzziele.ID'))
    .addPrimaryKeyConstraint('audit_fragen_schutzziele_pk', ['ID_Frage', 'ID_Schutzziel'])
    .execute();
  await db.schema.createIndex('audit_fragen_schutzziele_ziel_idx').on('audit_fragen_schutzziele').column('ID_Schutzziel').execute();

  await db.schema
    .createTable('audit_fragen_organisationseinheiten')
    .addColumn('ID_Frage', 'integer', (c) => c.notNull().references('audit_fragen.ID').onDelete('cascade'))
    .addColumn('ID_Organisationseinheit', 'integer', (c) => c.notNull().references('audit_organisationseinheiten.ID'))
    .addPrimaryKeyConstraint('audit_fragen_organisationseinheiten_pk', ['ID_Frage', 'ID_Organisationseinheit'])
    .execute();
  await db.schema.createIndex('audit_fragen_org_einheit_idx').on('audit_fragen_organisationseinheiten').column('ID_Organisationseinheit').execute();

  await db.schema
    .createTable('audit_dokumente')
    .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ID_Frage', 'integer', (c) => c.notNull().references('audit_fragen.ID').onDelete('cascade'))
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Dateiname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Mimetype', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('Groesse', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Inhalt', 'bytea')
    .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_dokumente_frage_idx').on('audit_dokumente').column('ID_Frage').execute();

  await db.insertInto('audit_status').values(STATUS_ROWS).execute();
  await db
    .insertInto('audit_schutzziele')
    .values(STANDARD_SCHUTZZIELE.map((Name) => ({ Name, ID_Schutzzielpaket: 1 })))
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_dokumente',
    'audit_fragen_organisationseinheiten',
    'audit_fragen_schutzziele',
    'audit_fragen',
    'audit_organisationseinheiten',
    'audit_schutzziele',
    'audit_themenbloecke',
    'audit_status',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const auditInit: Migration = { up, down };
