import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../../test/app';
import { exportFileName } from '../../../platform/kit/workbook';

jest.setTimeout(60_000);

let t: TestApp;
let muster: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
});
afterAll(() => t.close());

async function readBack(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

const rowsOf = (ws: ExcelJS.Worksheet) => ws.getSheetValues().slice(2).filter(Boolean) as unknown[][];

it('streams an English workbook with one sheet per kind, headers and names in English', async () => {
  const dsb = await t.as('dsb@example.com');
  const res = await dsb.get(`/api/customer/data-export?customer_uid=${muster}&language=en`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="VWS_Data_Export_Muster GmbH_\d{4}-\d{2}-\d{2}\.xlsx"/);
  const workbook = await readBack(res.rawPayload);
  expect(workbook.worksheets.map((w) => w.name)).toEqual([
    'Master data',
    'Users',
    'Roles',
    'Audit questions',
    'Audit references',
    'RoPA processing activities',
    'RoPA applications',
    'RoPA infrastructure',
    'RoPA SDM cube',
    'RoPA relations',
    'Data transfers',
    'Transfers to processing',
    'Data breaches',
    'Data-subject requests',
    'Change history',
  ]);

  const questions = workbook.getWorksheet('Audit questions')!;
  expect(questions.getRow(1).values).toEqual(expect.arrayContaining(['Number', 'Topic block', 'Question', 'Status', 'Protection goals', 'Documents']));
  const count = await t.tenants.withTenant(
    (await t.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('customer_uid', '=', muster)
      .executeTakeFirstOrThrow()) as never,
    async (db) =>
      Number(
        (
          await db
            .selectFrom('audit_fragen' as never)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
  expect(rowsOf(questions)).toHaveLength(count);
  const statuses = new Set(rowsOf(questions).map((r) => r[4]));
  for (const s of statuses) expect(['critical', 'missing', 'fulfilled', 'not applicable', 'to be checked', 'unprocessed']).toContain(s);

  const users = rowsOf(workbook.getWorksheet('Users')!);
  expect(users.map((r) => r[3])).toContain('po@example.com');
  expect(users.find((r) => r[3] === 'po@example.com')![5]).toBe('Mitglied, PO');
  expect(JSON.stringify(users)).not.toMatch(/argon|\$/);
  expect(rowsOf(workbook.getWorksheet('Roles')!).length).toBeGreaterThan(20);
  expect(rowsOf(workbook.getWorksheet('Master data')!)[0]![2]).toBe('Muster GmbH');
});

/** Row counts of Muster GmbH's tables, straight from its database. */
async function tenantCounts(queries: Record<string, { table: string; level?: number }>): Promise<Record<string, number>> {
  const customer = await t.db
    .selectFrom('meta.customers')
    .select(['customer_uid', 'cluster_dsn', 'schema_name'])
    .where('customer_uid', '=', muster)
    .executeTakeFirstOrThrow();
  return t.tenants.withTenant(customer as never, async (db) => {
    const counts: Record<string, number> = {};
    for (const [sheet, { table, level }] of Object.entries(queries)) {
      let query = db.selectFrom(table as never).select((eb) => eb.fn.countAll<string>().as('n'));
      if (level !== undefined) query = query.where('SDM_Ebene_Nr' as never, '=', level as never);
      counts[sheet] = Number((await query.executeTakeFirstOrThrow()).n);
    }
    return counts;
  });
}

it('has exactly one row per record, cube cell, relation, data transfer and link of the database', async () => {
  const expected = await tenantCounts({
    'RoPA processing activities': { table: 'vvt_verarbeitungen', level: 1 },
    'RoPA applications': { table: 'vvt_verarbeitungen', level: 2 },
    'RoPA infrastructure': { table: 'vvt_verarbeitungen', level: 3 },
    'RoPA SDM cube': { table: 'vvt_sdm_cube' },
    'RoPA relations': { table: 'vvt_relationen' },
    'Data transfers': { table: 'datenweitergaben_datenweitergaben' },
    'Transfers to processing': { table: 'datenweitergaben_verarbeitungen' },
    'Data breaches': { table: 'vorfaelle_vorfaelle' },
    'Data-subject requests': { table: 'betroffenenanfragen_anfragen' },
  });
  // The demo register and transfers fill every sheet, so the comparison means something.
  for (const count of Object.values(expected)) expect(count).toBeGreaterThan(0);
  const res = await (await t.as('dsb@example.com')).get(`/api/customer/data-export?customer_uid=${muster}&language=en`);
  const workbook = await readBack(res.rawPayload);
  const actual = Object.fromEntries(Object.keys(expected).map((sheet) => [sheet, rowsOf(workbook.getWorksheet(sheet)!).length]));
  expect(actual).toEqual(expected);
});

it('answers German sheet names by default and records the last export', async () => {
  const admin = await t.as('kundenadmin@example.com');
  const res = await admin.get(`/api/customer/data-export?customer_uid=${muster}`);
  const workbook = await readBack(res.rawPayload);
  expect(workbook.worksheets.map((w) => w.name)).toEqual([
    'Stammdaten',
    'Benutzer',
    'Rollen',
    'Audit-Fragen',
    'Audit-Referenzen',
    'VVT Fachebene',
    'VVT Applikationsebene',
    'VVT Infrastrukturebene',
    'VVT SDM-Würfel',
    'VVT Beziehungen',
    'Datenweitergaben',
    'Datenweitergaben-Verarbeitungen',
    'Datenschutzvorfälle',
    'Betroffenenanfragen',
    'Änderungsverlauf',
  ]);
  const info = await admin.get(`/api/customer/data-export-info?customer_uid=${muster}`);
  expect(info.json().lastExport).toMatchObject({ Bearbeiter: 'Klaus Adler', language: 'de' });
});

it('includes the change history, one row per changed field, with the editor and old and new value', async () => {
  const dsb = await t.as('dsb@example.com');
  const current = (await dsb.get(`/api/customer/master-data?customer_uid=${muster}`)).json().masterData;
  expect(
    (await dsb.put(`/api/customer/master-data-edit?customer_uid=${muster}`, { masterDataModel: { ...current, telefon: '+49 221 4711' } })).statusCode,
  ).toBe(200);
  const res = await dsb.get(`/api/customer/data-export?customer_uid=${muster}&language=en`);
  const sheet = (await readBack(res.rawPayload)).getWorksheet('Change history')!;
  // Field, before and after as the history panel names them (common:history.*).
  expect(sheet.getRow(1).values).toEqual([undefined, 'Time', 'User', 'Object', 'Object ID', 'Table', 'Action', 'Field', 'Before', 'After']);
  const rows = rowsOf(sheet);
  expect(rows.find((r) => r[6] === 'Changed' && r[7] === 'telefon')).toEqual([
    undefined,
    expect.any(Date),
    'Dana Schulz',
    'Master data',
    '1',
    'customer_stammdaten',
    'Changed',
    'telefon',
    current.telefon,
    '+49 221 4711',
  ]);
  // The seed's rows carry no user: the history panel's word for that (common:history.system).
  expect(rows.some((r) => r[2] === 'System (import or setup)' && r[6] === 'Created')).toBe(true);
});

it('refuses a bad language, callers without VWS_Data_Export and a foreign customer', async () => {
  const dsb = await t.as('dsb@example.com');
  expect((await dsb.get(`/api/customer/data-export?customer_uid=${muster}&language=fr`)).statusCode).toBe(400);
  expect((await (await t.as('bearbeiter@example.com')).get(`/api/customer/data-export?customer_uid=${muster}`)).statusCode).toBe(403);
  expect((await dsb.get(`/api/customer/data-export?customer_uid=${await t.customerUid('Beispiel AG')}`)).statusCode).toBe(403);
});

it('names the file after the customer and the day, with an ASCII fallback', () => {
  expect(exportFileName('Müller & Söhne: Nord/Süd', new Date('2026-03-04T10:00:00Z'))).toEqual({
    utf8: 'VWS_Data_Export_Müller & Söhne_ Nord_Süd_2026-03-04.xlsx',
    ascii: 'VWS_Data_Export_Muller & Sohne_ Nord_Sud_2026-03-04.xlsx',
  });
});
