import { AUDIT_PATHS, FREITEXT_MAX_LENGTH } from '@vws/shared/contract/audit';
import { createTestApp, type TestApp } from '../../../../test/app';
import { clientFor, type CustomerClient } from '../test/helpers';

let t: TestApp;
let dsb: CustomerClient;
const api = (path: string) => `/api${path}`;

beforeAll(async () => {
  t = await createTestApp();
  dsb = await clientFor(t, 'dsb@example.com');
}, 60_000);
afterAll(() => t.close(), 60_000);

interface ListItem {
  ID_Status: number;
  SchutzzieleIDs: number[];
}
type Totals = Record<string, number | null | string>;

/** The summary recomputed from the list: what a user can check by counting. */
function expected(fragen: ListItem[], goalId: number, variant: 'standard' | 'extended') {
  const mine = fragen.filter((f) => f.SchutzzieleIDs.includes(goalId) && !(variant === 'extended' && f.ID_Status === 4));
  const n = (s: number) => mine.filter((f) => f.ID_Status === s).length;
  const denominator = mine.length - n(4);
  return {
    Anzahl_Gesamt: mine.length,
    Anzahl_kritisch: n(1),
    Anzahl_fehlt: n(2),
    Anzahl_erfuellt: n(3),
    Anzahl_nicht_zutreffend: n(4),
    Anzahl_pruefen: n(5),
    Anzahl_unbearbeitet: n(6),
    Anteil_erfuellt: denominator === 0 ? null : Math.round((n(3) / denominator) * 100),
  };
}

describe('GET /audit/auditfragen-summary-report-totals', () => {
  it('standard: one row per goal of package 1 whose numbers match the questions', async () => {
    const fragen = (await dsb.get(api(AUDIT_PATHS.fragen))).json().auditfragen as ListItem[];
    const res = await dsb.get(api(AUDIT_PATHS.summaryTotals), { variant: 'standard' });
    expect(res.statusCode).toBe(200);
    const totals = res.json().totals as Totals[];
    expect(totals.map((r) => r.ID)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const row of totals) expect(row).toEqual(expect.objectContaining(expected(fragen, row.ID as number, 'standard')));
    expect(totals.some((r) => (r.Anzahl_nicht_zutreffend as number) > 0)).toBe(true);
  });

  it('defaults to standard', async () => {
    const res = await dsb.get(api(AUDIT_PATHS.summaryTotals));
    expect(res.json().totals).toHaveLength(7);
  });

  it('extended: every package, status 4 left out and counted as 0', async () => {
    const fragen = (await dsb.get(api(AUDIT_PATHS.fragen))).json().auditfragen as ListItem[];
    const totals = (await dsb.get(api(AUDIT_PATHS.summaryTotals), { variant: 'extended' })).json().totals as Totals[];
    expect(totals.length).toBeGreaterThan(7);
    expect(totals.find((r) => r.ID_Schutzzielpaket === 2)).toBeDefined();
    for (const row of totals) {
      expect(row.Anzahl_nicht_zutreffend).toBe(0);
      expect(row).toEqual(expect.objectContaining(expected(fragen, row.ID as number, 'extended')));
    }
  });

  it('refuses an unknown variant', async () => {
    expect((await dsb.get(api(AUDIT_PATHS.summaryTotals), { variant: 'alles' })).statusCode).toBe(400);
  });
});

describe('list report and its free text', () => {
  it('answers list and textModel', async () => {
    const res = await dsb.get(api(AUDIT_PATHS.listReport));
    expect(res.statusCode).toBe(200);
    const { list, textModel } = res.json();
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(list[0]).toEqual(expect.objectContaining({ Nummer: '1.1', Bemerkung: expect.any(String), SchutzzieleIDs: expect.any(Array) }));
    expect(textModel.key).toBe('Audit_Freitext');
  });

  it('saves the free text with editor and date, and the list report shows it', async () => {
    const bearbeiter = await clientFor(t, 'bearbeiter@example.com');
    const text = 'Audit abgeschlossen. '.repeat(95).slice(0, FREITEXT_MAX_LENGTH);
    const res = await bearbeiter.put(api(AUDIT_PATHS.listReportFreitext), { text });
    expect(res.statusCode).toBe(200);
    expect(res.json().textModel).toEqual(
      expect.objectContaining({ key: 'Audit_Freitext', text, isModified: false, Bearbeiter_User_Uid: bearbeiter.user.session.usermodel.user_uid }),
    );
    expect(Date.now() - Date.parse(res.json().textModel.Bearbeitungsdatum)).toBeLessThan(60_000);
    expect((await dsb.get(api(AUDIT_PATHS.listReport))).json().textModel.text).toBe(text);
    expect((await dsb.get(api(AUDIT_PATHS.fragen))).json().textModel.text).toBe(text);
  });

  it('refuses more than 2000 characters and keeps the stored text', async () => {
    const before = (await dsb.get(api(AUDIT_PATHS.listReport))).json().textModel.text;
    const res = await dsb.put(api(AUDIT_PATHS.listReportFreitext), { text: 'x'.repeat(FREITEXT_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect((await dsb.get(api(AUDIT_PATHS.listReport))).json().textModel.text).toBe(before);
  });
});
