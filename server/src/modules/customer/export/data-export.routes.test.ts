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
    'Open invitations',
    'Report texts',
    'Data exports',
    'Audit questions',
    'Audit references',
    'Audit documents',
    'RoPA processing activities',
    'RoPA applications',
    'RoPA infrastructure',
    'RoPA SDM cube',
    'RoPA relations',
    'RoPA DPO reviews',
    'Data transfers',
    'Transfer checkpoints',
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
  const statuses = new Set(rowsOf(questions).map((r) => r[5]));
  for (const s of statuses) expect(['critical', 'missing', 'fulfilled', 'not applicable', 'to be checked', 'unprocessed']).toContain(s);

  const users = rowsOf(workbook.getWorksheet('Users')!);
  expect(users.map((r) => r[3])).toContain('po@example.com');
  // Role names in the file's language, the active flag as a boolean cell.
  expect(users.find((r) => r[3] === 'po@example.com')!.slice(4, 6)).toEqual([true, 'Member, Process owner (PO)']);
  expect(JSON.stringify(users)).not.toMatch(/argon|\$/);
  expect(rowsOf(workbook.getWorksheet('Roles')!).length).toBeGreaterThan(20);
  expect(rowsOf(workbook.getWorksheet('Master data')!)[0]![2]).toBe('Muster GmbH');
});

/** Muster GmbH's schema, for a test that prepares rows the screens would write. */
async function tenantDb() {
  const customer = await t.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', muster).executeTakeFirstOrThrow();
  return t.db.withSchema(customer.schema_name);
}

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
    'Offene Einladungen',
    'Berichtstexte',
    'Datenexporte',
    'Audit-Fragen',
    'Audit-Referenzen',
    'Audit-Dokumente',
    'VVT Fachebene',
    'VVT Applikationsebene',
    'VVT Infrastrukturebene',
    'VVT SDM-Würfel',
    'VVT Beziehungen',
    'VVT DSB-Prüfungen',
    'Datenweitergaben',
    'Datenweitergaben-Prüfpunkte',
    'Datenweitergaben-Verarbeitungen',
    'Datenschutzvorfälle',
    'Betroffenenanfragen',
    'Änderungsverlauf',
  ]);
  const info = await admin.get(`/api/customer/data-export-info?customer_uid=${muster}`);
  expect(info.json().lastExport).toMatchObject({ Bearbeiter: 'Klaus Adler', language: 'de' });
});

it('carries what the screens store: typed dates, flags and numbers, the transfer impact fields, protocol link, checkpoint remarks, invitations, report texts', async () => {
  const dsb = await t.as('dsb@example.com');
  const db = await tenantDb();
  const transfer = await db
    .selectFrom('datenweitergaben_datenweitergaben' as never)
    .select(['ID' as never])
    .orderBy('ID' as never)
    .executeTakeFirstOrThrow();
  const id = (transfer as { ID: number }).ID;
  await db
    .updateTable('datenweitergaben_datenweitergaben' as never)
    .set({
      Protokoll_Link: 'https://protokolle.example/42',
      DTFA_Durchgefuehrt: true,
      DTFA_Datum: '2026-02-03',
      DTFA_Rechtslage_Drittland: 'Rechtslage geprüft',
      DTFA_Ergaenzende_Massnahmen: 'Verschlüsselung',
      Wiedervorlagedatum: '2027-03-31',
    } as never)
    .where('ID' as never, '=', id as never)
    .execute();
  await db
    .insertInto('datenweitergaben_pruefpunkte' as never)
    .values({ ID_Datenweitergabe: id, ID_Rechtsgrundlage: 1, Schluessel: 'a', Erfuellt: true, Bemerkung: 'Vertrag § 3 geprüft' } as never)
    .onConflict((oc) =>
      oc
        .columns(['ID_Datenweitergabe', 'ID_Rechtsgrundlage', 'Schluessel'] as never)
        .doUpdateSet({ Erfuellt: true, Bemerkung: 'Vertrag § 3 geprüft' } as never),
    )
    .execute();
  await db
    .updateTable('core_freitext' as never)
    .set({ Wert: 'Stand der Datenweitergaben Q1' } as never)
    .where('key' as never, '=', 'Datenweitergaben_Freitext' as never)
    .execute();
  expect(
    (await dsb.post(`/api/meta/customer/invite-user?customer_uid=${muster}`, { userInvitationRequest: { email: 'neu.export@example.com', role_id: null } }))
      .statusCode,
  ).toBeLessThan(300);

  const workbook = await readBack((await dsb.get(`/api/customer/data-export?customer_uid=${muster}&language=en`)).rawPayload);
  const sheet = workbook.getWorksheet('Data transfers')!;
  const headers = sheet.getRow(1).values as string[];
  const row = rowsOf(sheet).find((r) => r[headers.indexOf('ID')] === id)!;
  const cell = (header: string) => row[headers.indexOf(header)];
  expect(cell('Protocol link')).toBe('https://protokolle.example/42');
  expect(cell('TIA carried out')).toBe(true);
  expect(cell('Date of the TIA')).toEqual(new Date('2026-02-03T00:00:00Z'));
  expect(cell('TIA: law and practice in the third country')).toBe('Rechtslage geprüft');
  expect(cell('TIA: supplementary measures')).toBe('Verschlüsselung');
  expect(cell('Resubmission date')).toEqual(new Date('2027-03-31T00:00:00Z'));

  const checkpoints = rowsOf(workbook.getWorksheet('Transfer checkpoints')!);
  expect(checkpoints).toContainEqual(expect.arrayContaining([true, 'Vertrag § 3 geprüft']));
  expect(rowsOf(workbook.getWorksheet('Report texts')!)).toContainEqual(expect.arrayContaining(['Data-transfer list report', 'Stand der Datenweitergaben Q1']));
  const invitation = rowsOf(workbook.getWorksheet('Open invitations')!).find((r) => r[1] === 'neu.export@example.com')!;
  expect(invitation).toEqual(expect.arrayContaining(['Dana Schulz', expect.any(Date)]));
  const questions = workbook.getWorksheet('Audit questions')!;
  expect(typeof rowsOf(questions)[0]![(questions.getRow(1).values as string[]).indexOf('Version')]).toBe('number');
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
