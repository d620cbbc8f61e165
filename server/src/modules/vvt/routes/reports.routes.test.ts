import ExcelJS from 'exceljs';
import { EXTERNAL_REPORT_FIELDS, VVT_REPORT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, BEISPIEL, cell, clientFor, roleClients, type RoleClients } from '../test/helpers';

jest.setTimeout(90_000);

/** GET /vvt/vvt-list-report, /vvt/vvt-report?fullReportType, /vvt/vvt-register-export (and the data export's VVT sheets). */
let t: TestApp;
let c: RoleClients;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

interface Report {
  fullReportType: string;
  verarbeitungen: { verarbeitung: Record<string, unknown> & { ID: number; Nummer: string; SDM_Ebene_Nr: number }; sdmCube?: unknown[]; prozessschritte?: unknown[]; parents?: unknown[]; children?: { Nummer: string }[] }[];
}
const full = async (client = c.dsb, type = 'internal') => {
  const res = await client.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: type });
  expect(res.statusCode).toBe(200);
  return res.json() as Report;
};

async function workbookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

describe('list report', () => {
  it('answers the visible records with retention periods, DPIA screening and the free text; the PO only assigned ones', async () => {
    const dsb = (await c.dsb.get(api(VVT_REPORT_PATHS.listReport))).json();
    expect(dsb.textModel.key).toBe('Vvt_Freitext');
    expect(dsb.list.length).toBeGreaterThan(40);
    const video = dsb.list.find((r: { Nummer: string }) => r.Nummer === 'VT-005');
    expect(video).toMatchObject({ dsfa_erforderlich: true, dsfaKriterienAnzahl: 2, aufbewahrungsfristen: expect.stringContaining('72 Stunden') });
    const po = (await c.po.get(api(VVT_REPORT_PATHS.listReport))).json();
    expect(po.list.length).toBeGreaterThan(0);
    expect(po.list.length).toBeLessThan(dsb.list.length);
    expect(po.list.every((r: { isAssignedToCurrentUser: boolean }) => r.isAssignedToCurrentUser)).toBe(true);
  });

  it('refuses a foreign customer and the member without VVT access', async () => {
    const foreign = await clientFor(t, 'dsb@example.com', BEISPIEL);
    expect((await foreign.get(api(VVT_REPORT_PATHS.listReport))).statusCode).toBe(403);
    expect((await foreign.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: 'internal' })).statusCode).toBe(403);
    expect((await foreign.get(api(VVT_REPORT_PATHS.registerExport), { language: 'de' })).statusCode).toBe(403);
    const mitglied = await clientFor(t, 'mitglied@example.com');
    expect((await mitglied.get(api(VVT_REPORT_PATHS.listReport))).statusCode).toBe(403);
  });
});

describe('full report', () => {
  it('internal: every field, the 28 cells, the steps and the direct relations of every record', async () => {
    const id = await addRecord(c.dsb, { Nummer: 'R-1', Zweck: 'Interner Zweck' }, { sdmCube: [cell(1, 1), cell(2, 6, { ID_SDM_Cube_Risikostufe: 3 })] });
    const report = await full();
    expect(report.fullReportType).toBe('internal');
    const levels = report.verarbeitungen.map((r) => r.verarbeitung.SDM_Ebene_Nr);
    expect(levels).toEqual([...levels].sort());
    const mine = report.verarbeitungen.find((r) => r.verarbeitung.ID === id)!;
    expect(mine.verarbeitung).toMatchObject({ Zweck: 'Interner Zweck', rechtsgrundlage: expect.any(String), bi_ergebnis: '', dsfa_k_bewertung: false });
    expect(mine.sdmCube).toHaveLength(2);
    expect(mine).toMatchObject({ maxRisikostufe: 3, dsfaKriterienAnzahl: 0 });
    const video = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!;
    expect(video.sdmCube).toHaveLength(28);
    expect(video.prozessschritte).toHaveLength(4);
    expect(video.children!.map((r) => r.Nummer)).toEqual(['AP-05']);
  });

  it('external: only transfers, retention periods, security measures and the DSFA reasoning', async () => {
    const report = await full(c.dsb, 'external');
    const video = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!;
    expect(Object.keys(video.verarbeitung).sort()).toEqual([...EXTERNAL_REPORT_FIELDS].sort());
    expect(video.sdmCube).toBeUndefined();
    expect(video.verarbeitung.dsfa_systematische_beschreibung).toContain('Kameras');
  });

  it('verarbeitungsphasen: the four steps with their cube cells; the PO sees only assigned records', async () => {
    const report = await full(c.dsb, 'verarbeitungsphasen');
    const video = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!;
    expect(video.prozessschritte).toHaveLength(4);
    expect(video.sdmCube).toHaveLength(28);
    expect(video.verarbeitung.Zweck).toBeUndefined();
    const po = await full(c.po, 'verarbeitungsphasen');
    expect(po.verarbeitungen.length).toBeLessThan(report.verarbeitungen.length);
  });

  it('refuses an unknown report type with 400', async () => {
    expect((await c.dsb.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: 'everything' })).statusCode).toBe(400);
    expect((await c.dsb.get(api(VVT_REPORT_PATHS.fullReport))).statusCode).toBe(400);
  });
});

describe('register export', () => {
  it('streams a workbook with a sheet per level, the cube and the relations, headers in the chosen language', async () => {
    await addRecord(c.dsb, { Nummer: 'X-1', Name: 'Export mit Ausfallzeit', bcm_max_ausfallzeit_stunden: 336, personengruppen: ['employees'] });
    for (const [language, sheets, header, downtime, people] of [
      ['de', ['VVT Fachebene', 'VVT Applikationsebene', 'VVT Infrastrukturebene', 'VVT SDM-Würfel', 'VVT Beziehungen'], 'Nummer', '2 Wochen', 'Beschäftigte'],
      ['en', ['RoPA processing activities', 'RoPA applications', 'RoPA infrastructure', 'RoPA SDM cube', 'RoPA relations'], 'Number', '2 weeks', 'Employees'],
    ] as const) {
      const res = await c.dsb.get(api(VVT_REPORT_PATHS.registerExport), { language });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('VVT_Register_Muster GmbH');
      const workbook = await workbookOf(res.rawPayload);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(sheets);
      const level1 = workbook.worksheets[0]!;
      const headers = (level1.getRow(1).values as unknown[]).slice(1);
      expect(headers[1]).toBe(header);
      const row = level1.getSheetValues().find((r) => Array.isArray(r) && r.includes('X-1')) as unknown[];
      expect(row).toContain(downtime);
      expect(row).toContain(people);
      expect(workbook.worksheets[3]!.rowCount).toBeGreaterThan(28 * 20);
      expect(workbook.worksheets[4]!.rowCount).toBeGreaterThan(20);
    }
  });

  it('is only for those who see the whole register; the data export carries the same sheets', async () => {
    expect((await c.po.get(api(VVT_REPORT_PATHS.registerExport), { language: 'de' })).statusCode).toBe(403);
    expect((await c.leser.get(api(VVT_REPORT_PATHS.registerExport), { language: 'xx' })).statusCode).toBe(400);
    const res = await c.dsb.get('/api/customer/data-export', { language: 'en' });
    expect(res.statusCode).toBe(200);
    const names = (await workbookOf(res.rawPayload)).worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['RoPA processing activities', 'RoPA SDM cube', 'RoPA relations']));
  });
});
