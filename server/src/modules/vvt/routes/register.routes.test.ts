import { VVT_PATHS, VVT_REPORT_PATHS, type Finding, type RegisterCompletenessResponse, type VvtFullReportResponse } from '@vws/shared/contract/vvt';
import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, detailOf, roleClients, type RoleClients } from '../test/helpers';

jest.setTimeout(90_000);

/** Issue 23: the completeness checks, the DPO's review and the Art. 30(1) register (external report). */
let t: TestApp;
let c: RoleClients;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const register = async (client = c.dsb, query: Record<string, string | number> = {}) => {
  const res = await client.get(api(VVT_PATHS.registerCompleteness), query);
  expect(res.statusCode).toBe(200);
  return res.json() as RegisterCompletenessResponse;
};
const findingsOf = async (id: number, client = c.dsb) => {
  const res = await client.get(api(VVT_PATHS.completeness), { IdVerarbeitung: id });
  expect(res.statusCode).toBe(200);
  return (res.json() as { findings: Finding[] }).findings;
};
const review = (client: RoleClients['dsb'], IdVerarbeitung: number, decision: string, comment = '') =>
  client.put(api(VVT_PATHS.review), { IdVerarbeitung, decision, comment });
const linkTransfer = async (recordId: number, transferId: number) => {
  const res = await c.dsb.put(api(DW_PATHS.vvtMappingsEdit), {
    IdVerarbeitung: recordId,
    mappings: [{ ID: 0, ID_Datenweitergabe: transferId, ID_Verarbeitung: recordId, Ebene_Nr_Verarbeitung: 1, IsDeleted: false }],
  });
  expect(res.statusCode).toBe(200);
};

describe('GET /vvt/register-completeness on the demo register', () => {
  it('lists the level-1 records with their findings and totals; VT-007 with its US recipient and "outside the EU: no" shows the contradiction', async () => {
    const before = await register();
    expect(before.records.length).toBeGreaterThan(20);
    expect(before.totals.records).toBe(before.records.length);
    const vt007 = before.records.find((r) => r.Nummer === 'VT-007')!;
    expect(vt007.findings).toEqual([]);
    // The demo's VT-007 as it was seeded before issue 23: "Weitergabe außerhalb der EU: nein" beside Salesforce, Inc., USA.
    const { verarbeitung } = await detailOf(c.dsb, vt007.ID);
    expect((await c.dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, datenweitergabe_ausserhalb_eu: false } })).statusCode).toBe(200);
    const { records, totals } = await register();
    expect(records.find((r) => r.ID === vt007.ID)!.findings).toContainEqual({
      code: 'thirdCountryRecipientButNotOutsideEu',
      severity: 'contradiction',
      field: 'datenweitergabe_ausserhalb_eu',
    });
    expect(totals.contradiction).toBe(before.totals.contradiction + 1);
    expect(totals.complete + records.filter((r) => r.findings.some((f) => f.severity !== 'hint')).length).toBe(totals.records);
    expect((await c.dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, Version: verarbeitung.Version + 1 } })).statusCode).toBe(200);
  });

  it('checks another level on request, and shows an assigned-only caller just their records', async () => {
    const level2 = await register(c.dsb, { SDM_Ebene_Nr: 2 });
    expect(level2.records.every((r) => r.Nummer.startsWith('AP-'))).toBe(true);
    const all = await register(c.dsb, { SDM_Ebene_Nr: 0 });
    expect(all.records.map((r) => r.Nummer.slice(0, 3))).toEqual([
      ...Array((await register()).records.length).fill('VT-'),
      ...Array(level2.records.length).fill('AP-'),
      ...Array(all.records.length - level2.records.length - (await register()).records.length).fill('IN-'),
    ]);
    const po = await register(c.po);
    expect(po.records.length).toBeLessThan((await register()).records.length);
  });
});

describe('GET /vvt/verarbeitung-completeness', () => {
  it("answers a new record's findings and follows its linked transfers", async () => {
    const id = await addRecord(c.dsb, { Nummer: 'C-1', Zweck: '', aufbewahrungsfristen: '' });
    expect((await findingsOf(id)).map((f) => f.code)).toEqual(['purposeMissing', 'retentionMissing', 'tomMissing']);
    const transfers = (await c.dsb.get(api(DW_PATHS.list))).json().datenweitergaben_list as Array<{ ID: number; Land_Code: string | null }>;
    await linkTransfer(id, transfers.find((d) => d.Land_Code === 'US')!.ID);
    expect((await findingsOf(id)).filter((f) => f.severity === 'contradiction').map((f) => f.code)).toEqual([
      'recipientsButNoExternalTransfer',
      'thirdCountryRecipientButNotOutsideEu',
    ]);
  });

  it('answers 404 for a record the caller may not see', async () => {
    const hidden = await addRecord(c.dsb, { Nummer: 'C-2' });
    await assign(c.dsb, hidden, [c.dsb.user.session.usermodel.user_uid]);
    expect((await c.po.get(api(VVT_PATHS.completeness), { IdVerarbeitung: hidden })).statusCode).toBe(404);
  });
});

describe('PUT /vvtedit/verarbeitung-review', () => {
  it('moves a record through pending, returned (comment for the assignees), approved and changed since approval', async () => {
    const id = await addRecord(c.dsb, { Nummer: 'R-1', datensicherheit_tom: 'Rollen' });
    expect((await detailOf(c.dsb, id)).review).toMatchObject({ state: 'none', by: null });
    expect((await c.bearbeiter.put(api(VVT_PATHS.bereitZurPruefung), { IdVerarbeitung: id, value: true })).statusCode).toBe(200);
    const pending = (await detailOf(c.dsb, id)).review;
    expect(pending).toMatchObject({ state: 'pending', pendingSince: expect.stringMatching(/^\d{4}-/) });
    // The pending-review list shows since when.
    const waiting = (await c.dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{ ID: number; PruefungDSB_angefordert_am: string | null }>;
    expect(waiting.find((v) => v.ID === id)?.PruefungDSB_angefordert_am).toBe(pending.pendingSince);

    expect((await review(c.dsb, id, 'returned')).statusCode).toBe(400);
    const returned = await review(c.dsb, id, 'returned', 'Empfänger fehlen');
    expect(returned.statusCode).toBe(200);
    expect(returned.json().review).toMatchObject({ state: 'returned', comment: 'Empfänger fehlen', by: expect.stringMatching(/\S/), at: expect.any(String) });
    expect((await detailOf(c.bearbeiter, id)).review).toMatchObject({ state: 'returned', comment: 'Empfänger fehlen' });
    const list = (await c.dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{
      ID: number;
      isBereitZurPruefungDSB: boolean;
      PruefungDSB_angefordert_am: string | null;
    }>;
    expect(list.find((v) => v.ID === id)).toMatchObject({ isBereitZurPruefungDSB: false, PruefungDSB_angefordert_am: null });

    expect((await review(c.dsb, id, 'approved')).json().review).toMatchObject({ state: 'approved', comment: '' });
    const { verarbeitung } = await detailOf(c.dsb, id);
    // A change outside the Art. 30 items keeps the approval; a change to one of them does not.
    await c.bearbeiter.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, bemerkungen: 'intern' } });
    expect((await detailOf(c.dsb, id)).review.state).toBe('approved');
    const again = (await detailOf(c.dsb, id)).verarbeitung;
    await c.bearbeiter.put(api(VVT_PATHS.update), { verarbeitung: { ...again, Zweck: 'Anderer Zweck' } });
    expect((await detailOf(c.dsb, id)).review).toMatchObject({ state: 'changedSinceApproval', by: expect.any(String) });
  });

  it("is the DPO's: editors and readers are refused (403), a hidden or unknown record answers 404", async () => {
    const id = await addRecord(c.dsb, { Nummer: 'R-2' });
    expect((await review(c.bearbeiter, id, 'approved')).statusCode).toBe(403);
    expect((await review(c.leser, id, 'approved')).statusCode).toBe(403);
    expect((await review(c.dsb, 999999, 'approved')).statusCode).toBe(404);
    expect((await review(c.dsb, id, 'maybe')).statusCode).toBe(400);
    expect((await detailOf(c.dsb, id)).review.state).toBe('none');
  });
});

describe('GET /vvt/vvt-report?fullReportType=external: the Art. 30(1) register', () => {
  const external = async (query: Record<string, string | number> = {}) => {
    const res = await c.dsb.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: 'external', ...query });
    expect(res.statusCode).toBe(200);
    return res.json() as VvtFullReportResponse;
  };

  it('lists level 1 by default with the controller block, purposes, categories, recipients with country and safeguard, TOM, findings', async () => {
    const report = await external();
    expect(report.verantwortlicher).toMatchObject({
      name: 'Muster GmbH',
      anschrift: expect.stringContaining('Köln'),
      dsb: expect.objectContaining({ name: 'Dana Schulz', email: expect.stringContaining('@') }),
    });
    expect(report.verarbeitungen.length).toBeGreaterThan(20);
    expect(report.verarbeitungen.every((r) => r.verarbeitung.SDM_Ebene_Nr === 1)).toBe(true);
    const vt007 = report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-007')!;
    expect(vt007.verarbeitung).toMatchObject({
      Zweck: expect.any(String),
      rechtsgrundlage: expect.any(String),
      personengruppen: expect.arrayContaining(['customers']),
      datenkategorien: expect.arrayContaining(['name']),
    });
    expect(vt007.empfaenger).toContainEqual(
      expect.objectContaining({ Firma_Empfaenger: 'Salesforce, Inc.', Land_Code: 'US', ID_Rechtsgrundlage_ausserhalb_EU: 2 }),
    );
    expect(vt007.findings).toEqual([]);
    // The demo's deliberate gap travels with the record (the report marks it).
    expect(report.verarbeitungen.find((r) => r.verarbeitung.Nummer === 'VT-011')!.findings).toContainEqual(
      expect.objectContaining({ code: 'dpiaResultMissing', severity: 'missing' }),
    );
    expect(Array.isArray(vt007.massnahmen)).toBe(true);
    expect(vt007.review).toMatchObject({ state: expect.any(String) });
  });

  it('filters by level (0 = all), group and status', async () => {
    expect(new Set((await external({ SDM_Ebene_Nr: 0 })).verarbeitungen.map((r) => r.verarbeitung.SDM_Ebene_Nr))).toEqual(new Set([1, 2, 3]));
    expect((await external({ Gruppe: 'Vertrieb' })).verarbeitungen.every((r) => r.verarbeitung.Gruppe === 'Vertrieb')).toBe(true);
    expect((await external({ ID_Status: '2' })).verarbeitungen.every((r) => r.verarbeitung.ID_Status === 2)).toBe(true);
    expect((await c.dsb.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: 'external', ID_Status: '9' })).statusCode).toBe(400);
  });
});
