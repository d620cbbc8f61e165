import { DW_PATHS, VERTRAGSSTATUS_GROUP_IDS, VERTRAGSSTATUS_GROUPS, type DwSummaryRow } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addTransfer, api, BEISPIEL, clientFor, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let leser: CustomerClient;
let po: CustomerClient;
let mitglied: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, leser, po, mitglied } = await roleClients(t));
});
afterAll(() => t.close());

type ListItem = { ID: number; ID_Vertragsstatus: number; Gruppe: string; Firma_Empfaenger: string };
const list = async (client: CustomerClient) => {
  const res = await client.get(api(DW_PATHS.list));
  expect(res.statusCode).toBe(200);
  return res.json() as { datenweitergaben_list: ListItem[]; textModel: { key: string; text: string } };
};

describe('GET /dw/datenweitergaben', () => {
  it('answers the demo transfers of every contract status and the free text model', async () => {
    const body = await list(leser);
    expect(body.datenweitergaben_list.length).toBeGreaterThanOrEqual(20);
    expect(new Set(body.datenweitergaben_list.map((d) => d.ID_Vertragsstatus))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(body.textModel.key).toBe('Datenweitergaben_Freitext');
    expect(Object.keys(body.datenweitergaben_list[0]!).sort()).toEqual(
      [
        'Bearbeitungsdatum',
        'Firma_Empfaenger',
        'Gruppe',
        'ID',
        'ID_Rechtsgrundlage',
        'ID_Rechtsgrundlage_ausserhalb_EU',
        'ID_Vertragsstatus',
        'Land',
        'Land_Code',
        'Ort',
        'PLZ',
        'Version',
        'Vertragsende',
        'Wiedervorlagedatum',
        'isDatenweitergabe_ausserhalb_EU',
      ].sort(),
    );
  });

  it('answers a new transfer after a write (the list cache follows the list version)', async () => {
    await list(dsb);
    const id = await addTransfer(dsb, { Firma_Empfaenger: 'Cache-Probe AG' });
    expect((await list(dsb)).datenweitergaben_list.map((d) => d.ID)).toContain(id);
  });

  it('keeps each customer to its own transfers', async () => {
    const multi = await clientFor(t, 'multi@example.com', BEISPIEL);
    const names = (await list(multi)).datenweitergaben_list.map((d) => d.Firma_Empfaenger);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names).not.toContain('Salesforce, Inc.');
  });

  it.each([
    ['po (no module access)', () => po],
    ['mitglied', () => mitglied],
  ])('refuses %s with 403', async (_name, who) => {
    expect((await who().get(api(DW_PATHS.list))).statusCode).toBe(403);
  });
});

describe('basic fields, references, list report', () => {
  it('answers the basic fields of every transfer', async () => {
    const res = await leser.get(api(DW_PATHS.basicFields));
    expect(res.statusCode).toBe(200);
    const rows = res.json().datenweitergaben_list_basic_fields as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(rows[0]!).sort()).toEqual(['Firma_Empfaenger', 'Gruppe', 'ID', 'ID_Vertragsstatus', 'Ort']);
  });

  it('answers the three reference lists in the caller language', async () => {
    const de = (await leser.get(api(DW_PATHS.references))).json();
    expect(de.vertragsstatus.map((r: { ID: number }) => r.ID)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(de.rechtsgrundlagen.find((r: { ID: number }) => r.ID === 1).Name).toBe('Auftragsverarbeitung (Art. 28 DSGVO)');
    expect(de.rechtsgrundlagen.find((r: { ID: number }) => r.ID === 3).Name).toContain('Art. 26');
    expect(de.rechtsgrundlagenDrittland.map((r: { Name: string }) => r.Name)).toEqual([
      expect.stringContaining('Art. 45'),
      expect.stringContaining('Art. 46 Abs. 2 lit. c'),
      expect.stringContaining('Art. 47'),
      expect.stringContaining('Art. 49'),
    ]);
    const en = (
      await t.app.inject({
        method: 'GET',
        url: `/api${DW_PATHS.references}?customer_uid=${leser.customerUid}`,
        headers: { ...leser.user.session.headers, 'accept-language': 'en' },
      })
    ).json();
    expect(en.rechtsgrundlagen[0].Name).toBe('Processor (Art. 28 GDPR)');
    expect(en.vertragsstatus[0].Name_en).toBe('To be checked');
  });

  it('answers the list report with the texts it prints', async () => {
    const res = await leser.get(api(DW_PATHS.listReport));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.list.length).toBeGreaterThanOrEqual(20);
    expect(body.list[0]).toEqual(expect.objectContaining({ Vertragsgegenstand: expect.any(String), Notwendige_Massnahmen: expect.any(String) }));
    expect(body.textModel.key).toBe('Datenweitergaben_Freitext');
  });

  it('saves the free text for an editor, refuses a reader and stores nothing on a bad text', async () => {
    expect((await leser.put(api(DW_PATHS.freitext), { text: 'Leser' })).statusCode).toBe(403);
    expect((await dsb.put(api(DW_PATHS.freitext), { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    const res = await dsb.put(api(DW_PATHS.freitext), { text: 'Stand der Verträge: Q3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().textModel).toEqual(expect.objectContaining({ key: 'Datenweitergaben_Freitext', text: 'Stand der Verträge: Q3' }));
    expect((await list(leser)).textModel.text).toBe('Stand der Verträge: Q3');
  });
});

describe('GET /dw/datenweitergaben-summary-report-totals', () => {
  it('counts per group of transfers in the six summary groups of spec §4', async () => {
    const res = await leser.get(api(DW_PATHS.summaryTotals));
    expect(res.statusCode).toBe(200);
    const totals = res.json().totals as DwSummaryRow[];
    const items = (await list(leser)).datenweitergaben_list;
    for (const row of totals) {
      const ofGroup = items.filter((d) => d.Gruppe === row.Gruppe);
      expect(row.Anzahl_Gesamt).toBe(ofGroup.length);
      for (const group of VERTRAGSSTATUS_GROUPS) {
        expect(row[group]).toBe(ofGroup.filter((d) => VERTRAGSSTATUS_GROUP_IDS[group].includes(d.ID_Vertragsstatus as never)).length);
      }
      expect(VERTRAGSSTATUS_GROUPS.reduce((sum, g) => sum + row[g], 0)).toBe(row.Anzahl_Gesamt);
    }
    expect(totals.reduce((sum, r) => sum + r.Anzahl_Gesamt, 0)).toBe(items.length);
  });

  it('puts status 8 in critical and 7 in not required', async () => {
    await addTransfer(dsb, { Gruppe: 'Summentest', ID_Vertragsstatus: 8 });
    await addTransfer(dsb, { Gruppe: 'Summentest', ID_Vertragsstatus: 7 });
    await addTransfer(dsb, { Gruppe: 'Summentest', ID_Vertragsstatus: 5 });
    const row = ((await leser.get(api(DW_PATHS.summaryTotals))).json().totals as DwSummaryRow[]).find((r) => r.Gruppe === 'Summentest');
    expect(row).toEqual({ Gruppe: 'Summentest', Anzahl_Gesamt: 3, verify: 1, critical: 1, open: 0, fulfilled: 0, terminated: 0, notRequired: 1 });
  });
});

describe('GET /dw/datenweitergaben-wiedervorlage', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('lists resubmissions and contract ends within 30 days or past, earliest first, without terminated contracts', async () => {
    const soon = await addTransfer(dsb, { Gruppe: 'WV', Wiedervorlagedatum: inDays(5) });
    const past = await addTransfer(dsb, { Gruppe: 'WV', Vertragsende: inDays(-3), Wiedervorlagedatum: inDays(90) });
    const later = await addTransfer(dsb, { Gruppe: 'WV', Wiedervorlagedatum: inDays(45) });
    const terminated = await addTransfer(dsb, { Gruppe: 'WV', ID_Vertragsstatus: 4, Vertragsende: inDays(-1) });
    const res = await leser.get(api(DW_PATHS.wiedervorlage));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { wiedervorlage: Array<{ ID: number; Faellig: string }>; anzahl: number };
    const ids = body.wiedervorlage.map((w) => w.ID);
    expect(ids).toEqual(expect.arrayContaining([soon, past]));
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(terminated);
    expect(body.wiedervorlage.find((w) => w.ID === past)?.Faellig).toBe(inDays(-3));
    const dates = body.wiedervorlage.map((w) => w.Faellig);
    expect([...dates].sort()).toEqual(dates);
    expect(body.anzahl).toBeGreaterThanOrEqual(body.wiedervorlage.length);
  });
});
