import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../test/app';
import { historySheet } from '../../../platform/history/export-sheet';

jest.setTimeout(60_000);

const MIGRATION_CATALOGUE = 'a fixed catalogue written by the migrations, the same in every customer; the sheets carry its names in the records';
const LINK_ROW_KEY = 'the surrogate key of a row that is identified by what it links; the sheet shows those';
const CACHE_COUNTER = 'a counter that tells list caches to reload, not customer data';

/**
 * Tables (`table`) and columns (`table.column`) of a customer's schema that the data export leaves
 * out on purpose, each with its reason. Everything else the customer stores must be carried by a
 * sheet (ExportSheet.covers): a new table or column fails this test until a sheet carries it or it
 * is named here with a reason. Secrets (password hashes, tokens) live in the meta schema, never here.
 */
const NOT_EXPORTED: Record<string, string> = {
  kysely_migration: 'bookkeeping of the schema migrations, not customer data',
  kysely_migration_lock: 'bookkeeping of the schema migrations, not customer data',
  audit_list_version: CACHE_COUNTER,
  vvt_list_version: CACHE_COUNTER,
  datenweitergaben_list_version: CACHE_COUNTER,
  audit_status: MIGRATION_CATALOGUE,
  vvt_ebenen: MIGRATION_CATALOGUE,
  vvt_verarbeitungen_status: MIGRATION_CATALOGUE,
  vvt_schadenspotenzial: MIGRATION_CATALOGUE,
  vvt_bcm_kritikalitaeten: MIGRATION_CATALOGUE,
  vvt_bcm_prioritaeten_wiederanlauf: MIGRATION_CATALOGUE,
  vvt_sdm_cube_prozessschritte: MIGRATION_CATALOGUE,
  vvt_sdm_cube_schutzziele: MIGRATION_CATALOGUE,
  vvt_sdm_cube_status: MIGRATION_CATALOGUE,
  vvt_sdm_cube_risikostufen: MIGRATION_CATALOGUE,
  datenweitergaben_vertragsstatus: MIGRATION_CATALOGUE,
  datenweitergaben_rechtsgrundlagen: MIGRATION_CATALOGUE,
  datenweitergaben_rechtsgrundlagen_drittland: MIGRATION_CATALOGUE,
  'vvt_sdm_cube.ID': LINK_ROW_KEY,
  'vvt_relationen.ID': LINK_ROW_KEY,
  'vvt_prozessschritte.ID': LINK_ROW_KEY,
  'datenweitergaben_verarbeitungen.ID': LINK_ROW_KEY,
  'datenweitergaben_pruefpunkte.ID': LINK_ROW_KEY,
  'core_change_history.ID': "the sheet's row order (oldest first)",
  'core_change_history.txid': 'the database transaction that wrote a change; the rows of one save stay together in the sheet',
  'customer_data_exports.ID': "the sheet's row order (oldest first)",
  'customer_stammdaten.ID': 'the key of the one row of master data (always 1)',
  'audit_dokumente.Inhalt': "the file's content (binary); the sheet names the file, its type and size, the portal keeps it",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("carries every stored column of the customer's tables in some sheet (derived from the tenant schema)", async () => {
  const { schema_name } = await t.db.selectFrom('meta.customers').select('schema_name').where('name', '=', 'Muster GmbH').executeTakeFirstOrThrow();
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns where table_schema = ${schema_name} order by table_name, ordinal_position`.execute(t.db);
  // The schema of a customer holds every module's tables; the probe must see them, or it proves nothing.
  expect(new Set(rows.map((r) => r.table_name)).size).toBeGreaterThan(20);

  const sheets = [...t.app.platform.modules.flatMap((m) => m.exportSheets ?? []), historySheet];
  const covered = new Set(sheets.flatMap((sheet) => Object.entries(sheet.covers ?? {}).flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`))));
  const columns = rows.map((r) => `${r.table_name}.${r.column_name}`);
  const missing = columns.filter((c) => !(c.split('.')[0]! in NOT_EXPORTED) && !(c in NOT_EXPORTED) && !covered.has(c));
  expect(missing).toEqual([]);
  // Every exclusion still names something that exists, so the list cannot rot.
  const tables = new Set(rows.map((r) => r.table_name));
  expect(Object.keys(NOT_EXPORTED).filter((key) => !(key.includes('.') ? columns.includes(key) : tables.has(key)))).toEqual([]);
});
