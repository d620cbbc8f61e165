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
  verarbeitungen: {
    verarbeitung: Record<string, unknown> & { ID: number; Nummer: string; SDM_Ebene_Nr: number };
    sdmCube?: Record<string, unknown>[];
    prozessschritte?: Record<string, unknown>[];
    parents?: unknown[];
    children?: { Nummer: string }[];
    empfaenger?: { Firma_Empfaenger: string; Land: string; isDatenweitergabe_ausserhalb_EU: boolean }[];
  }[];
}
const full = async (client = c.dsb, type = 'internal', id?: number) => {
  const res = await client.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: type, ...(id ? { IdVerarbeitung: id } : {}) });
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
    const id = await addRecord(
      c.dsb,
      { Nummer: 'R-1', Zweck: 'Interner Zweck' },
      {
        sdmCube: [
          cell(1, 1),
          cell(2, 6, {
            ID_SDM_Cube_Risikostufe: 3,
            Risikobeschreibung: 'Unbefugter Zugriff',
            Massnahmen: 'Verschlüsselung',
            Bemerkungen_Nachweise: 'Protokoll 2026',
          }),
        ],
        prozessschritte: [{ ID: 0, ID_SDM_Cube_Prozessschritt: 2, Beschreibung: 'Ablage im ERP', IsModified: true }],
      },
    );
    const report = await full();
    expect(report.fullReportType).toBe('internal');
    const levels = report.verarbeitungen.map((r) => r.verarbeitung.SDM_Ebene_Nr);
    expect(levels).toEqual([...levels].sort());
    const mine = report.verarbeitungen.find((r) => r.verarbeitung.ID === id)!;
    expect(mine.verarbeitung).toMatchObject({ Zweck: 'Interner Zweck', rechtsgrundlage: expect.any(String), bi_ergebnis: '', dsfa_k_bewertung: false });
    expect(mine.sdmCube).toHaveLength(2);
    expect(mine.sdmCube![1]).toMatchObject({
      ID_SDM_Cube_Prozessschritt: 2,
      ID_SDM_Cube_Schutzziel: 6,
      Antwort: 'Antwort 2/6',
      Risikobeschreibung: 'Unbefugter Zugriff',
      Massnahmen: 'Verschlüsselung',
      Bemerkungen_Nachweise: 'Protokoll 2026',
    });
    expect(mine.prozessschritte).toEqual([expect.objectContaining({ ID_SDM_Cube_Prozessschritt: 2, Beschreibung: 'Ablage im ERP' })]);
    expect(mine).toMatchObject({ maxRisikostufe: 3, dsfaKriterienAnzahl: 0, empfaenger: [] });
    const video = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!;
    expect(video.sdmCube).toHaveLength(28);
    expect(video.prozessschritte).toHaveLength(4);
    expect(video.children!.map((r) => r.Nummer)).toEqual(['AP-05']);
    expect(video.empfaenger).toEqual([
      expect.objectContaining({ Firma_Empfaenger: 'Securitas Sicherheitsdienste GmbH', Land: 'Deutschland', isDatenweitergabe_ausserhalb_EU: false }),
    ]);
    const teams = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-020')!;
    expect(teams.empfaenger!.map((r) => `${r.Firma_Empfaenger} (${r.Land})`)).toEqual([
      'Microsoft Ireland Operations Ltd. (Irland)',
      'Zoom Video Communications, Inc. (Vereinigte Staaten)',
    ]);
  });

  it('?IdVerarbeitung: one record (the print page); a record the caller may not see gives an empty report', async () => {
    const video = (await full(c.dsb, 'internal')).verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!;
    const one = await full(c.dsb, 'internal', video.verarbeitung.ID);
    expect(one.verarbeitungen).toHaveLength(1);
    expect(one.verarbeitungen[0]).toEqual(video);
    const seenByPo = new Set((await full(c.po, 'internal')).verarbeitungen.map((r) => r.verarbeitung.ID));
    const hidden = (await full(c.dsb, 'external')).verarbeitungen.find((r) => !seenByPo.has(r.verarbeitung.ID))!;
    expect((await full(c.po, 'internal', hidden.verarbeitung.ID)).verarbeitungen).toEqual([]);
    expect((await c.dsb.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: 'internal', IdVerarbeitung: 'x' })).statusCode).toBe(400);
  });

  it('recipients only for callers who may see data transfers (like GET /vvt/verarbeitung-datenweitergaben)', async () => {
    for (const type of ['internal', 'external']) {
      const leser = await full(c.leser, type);
      expect(leser.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!.empfaenger).toHaveLength(1);
      const po = await full(c.po, type);
      expect(po.verarbeitungen.length).toBeGreaterThan(0);
      expect(po.verarbeitungen.every((r) => r.empfaenger === undefined)).toBe(true);
    }
    expect((await full(c.dsb, 'verarbeitungsphasen')).verarbeitungen.every((r) => r.empfaenger === undefined)).toBe(true);
  });

  it('external: the Art. 30(1) items, transfers, recipients, retention periods, security measures and the DSFA reasoning', async () => {
    const report = await full(c.dsb, 'external');
    const video = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-005')!;
    expect(Object.keys(video.verarbeitung).sort()).toEqual([...EXTERNAL_REPORT_FIELDS].sort());
    expect(Object.keys(video).sort()).toEqual(['dsfaKriterienAnzahl', 'empfaenger', 'findings', 'massnahmen', 'maxRisikostufe', 'review', 'verarbeitung']);
    expect(video.empfaenger).toEqual([
      {
        ID_Datenweitergabe: expect.any(Number),
        Firma_Empfaenger: 'Securitas Sicherheitsdienste GmbH',
        Land: 'Deutschland',
        Land_Code: 'DE',
        Gruppe: 'Sicherheit',
        isDatenweitergabe_ausserhalb_EU: false,
        ID_Rechtsgrundlage_ausserhalb_EU: null,
      },
    ]);
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
  it('streams a workbook with the controller, a sheet per level, the recipients, the cube and the relations, headers in the chosen language', async () => {
    await addRecord(
      c.dsb,
      {
        Nummer: 'X-1',
        Name: 'Export mit Ausfallzeit',
        bcm_max_ausfallzeit_stunden: 336,
        personengruppen: ['employees'],
        dsfa_k_ueberwachung: true,
        dsfa_k_ueberwachung_notiz: 'Zutrittsprotokolle',
        dsfa_k_umfang_notiz: 'nur 40 Beschäftigte',
      },
      { prozessschritte: [{ ID: 0, ID_SDM_Cube_Prozessschritt: 4, Beschreibung: 'Löschung nach 72 Stunden', IsModified: true }] },
    );
    for (const [language, sheets, header, downtime, people, texts] of [
      [
        'de',
        [
          'VVT Verantwortlicher',
          'VVT Fachebene',
          'VVT Applikationsebene',
          'VVT Infrastrukturebene',
          'VVT Empfänger',
          'VVT SDM-Würfel',
          'VVT Beziehungen',
          'VVT DSB-Prüfungen',
        ],
        'Nummer',
        '2 Wochen',
        'Beschäftigte',
        {
          'DSFA-Kriterium 3: Systematische Überwachung': 'ja',
          'Notiz zu Kriterium 3': 'Zutrittsprotokolle',
          'DSFA-Kriterium 5: Datenverarbeitung in großem Umfang': 'nein',
          'Notiz zu Kriterium 5': 'nur 40 Beschäftigte',
          'Erfüllte DSFA-Kriterien': 1,
          'Prozessschritt 4 (Löschung): Beschreibung': 'Löschung nach 72 Stunden',
          'Prozessschritt 1 (Erhebung): Beschreibung': '',
        },
      ],
      [
        'en',
        [
          'RoPA controller',
          'RoPA processing activities',
          'RoPA applications',
          'RoPA infrastructure',
          'RoPA recipients',
          'RoPA SDM cube',
          'RoPA relations',
          'RoPA DPO reviews',
        ],
        'Number',
        '2 weeks',
        'Employees',
        {
          'DPIA criterion 3: Systematic monitoring': 'yes',
          'Note on criterion 3': 'Zutrittsprotokolle',
          'Process step 4 (Removal): description': 'Löschung nach 72 Stunden',
        },
      ],
    ] as const) {
      const res = await c.dsb.get(api(VVT_REPORT_PATHS.registerExport), { language });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('VVT_Register_Muster GmbH');
      const workbook = await workbookOf(res.rawPayload);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(sheets);
      const level1 = workbook.worksheets[1]!;
      const headers = (level1.getRow(1).values as unknown[]).slice(1);
      expect(headers[1]).toBe(header);
      const row = level1.getSheetValues().find((r) => Array.isArray(r) && r.includes('X-1')) as unknown[];
      expect(row).toContain(downtime);
      expect(row).toContain(people);
      // The nine criteria each with its note, and the four step descriptions, as columns of their own.
      expect(headers.filter((h) => /^(DSFA-Kriterium|DPIA criterion) \d:/.test(String(h)))).toHaveLength(9);
      expect(headers.filter((h) => /^(Notiz zu Kriterium|Note on criterion) \d$/.test(String(h)))).toHaveLength(9);
      expect(headers.filter((h) => /^(Prozessschritt|Process step) \d \(.+\): (Beschreibung|description)$/.test(String(h)))).toHaveLength(4);
      for (const [title, value] of Object.entries(texts)) {
        const index = headers.indexOf(title);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(row[index + 1] ?? '').toBe(value);
      }
      expect(workbook.worksheets[5]!.rowCount).toBeGreaterThan(28 * 20);
      expect(workbook.worksheets[6]!.rowCount).toBeGreaterThan(20);
    }
  });

  it("names the controller and the DPO from the master data, and each record's recipients with country and safeguard", async () => {
    const workbook = await workbookOf((await c.dsb.get(api(VVT_REPORT_PATHS.registerExport), { language: 'de' })).rawPayload);
    const rows = (sheet: number) =>
      workbook.worksheets[sheet]!.getSheetValues()
        .filter(Array.isArray)
        .map((r) => (r as unknown[]).slice(1));
    const controller = rows(0);
    expect(controller[0]).toEqual(['Verantwortlicher (Art. 30 Abs. 1 lit. a DSGVO)', 'Wert']);
    expect(controller.slice(1).map((r) => r[0])).toEqual([
      'Verantwortlicher',
      'Vertretung und Ansprechpartner',
      'Vertreter in der Union (Art. 27 DSGVO)',
      'Datenschutzbeauftragte/r',
    ]);
    // The demo master data of Muster GmbH (customer module's seed).
    expect(String(controller[1]![1])).toMatch(/^Muster GmbH, /);
    expect(String(controller[2]![1])).toContain('Dr. Katrin Mertens');
    expect(controller[3]![1]).toBe('Nicht erforderlich (Niederlassung in der Union)');
    expect(controller[4]![1]).toBe('Dana Schulz, Muster GmbH, +49 221 9876549, datenschutz@muster-gmbh.example');
    const recipients = rows(4);
    expect(recipients[0]).toEqual([
      'Nummer',
      'Verarbeitung',
      'Ebene',
      'Empfänger (Firma)',
      'Gruppe',
      'Land',
      'Ländercode',
      'Weitergabe außerhalb der EU',
      'Garantie',
    ]);
    const salesforce = recipients.find((r) => r[0] === 'VT-007' && String(r[3]).startsWith('Salesforce'));
    expect(salesforce).toEqual([
      'VT-007',
      'Kundenbeziehungsmanagement (CRM)',
      'Fachebene',
      'Salesforce, Inc.',
      'IT',
      'Vereinigte Staaten',
      'US',
      'ja',
      'Standardvertragsklauseln',
    ]);
    expect(recipients.find((r) => r[0] === 'VT-002' && String(r[3]).startsWith('Lohnbüro'))?.slice(5, 9)).toEqual(['Deutschland', 'DE', 'nein']);
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
