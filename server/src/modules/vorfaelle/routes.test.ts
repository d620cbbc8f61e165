import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { VORFAELLE_PATHS, type VorfallFieldsInput } from '@vws/shared/contract/vorfaelle';
import { createTestApp, type TestApp } from '../../../test/app';
import { BEISPIEL, clientFor, type CustomerClient } from '../../../test/clients';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let leser: CustomerClient;
let po: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  [dsb, bearbeiter, leser, po] = await Promise.all(['dsb', 'bearbeiter', 'leser', 'po'].map((name) => clientFor(t, `${name}@example.com`)));
});
afterAll(() => t.close());

const api = (path: string) => `/api${path}`;
const valid = (overrides: Partial<VorfallFieldsInput> = {}): VorfallFieldsInput => ({
  Titel: 'Testvorfall',
  Kenntnis_am: '2026-11-20T10:00:00.000Z',
  Risiko: 'risiko',
  ...overrides,
});
async function add(client: CustomerClient, overrides: Partial<VorfallFieldsInput> = {}): Promise<number> {
  const res = await client.post(api(VORFAELLE_PATHS.add), { vorfall: valid(overrides) });
  if (res.statusCode !== 200) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { newVorfallId: number }).newVorfallId;
}
const detail = async (client: CustomerClient, id: number) => (await client.get(api(VORFAELLE_PATHS.detail), { vorfallId: id })).json().vorfall;
const list = async () => (await dsb.get(api(VORFAELLE_PATHS.list))).json().vorfaelle as { ID: number; Meldefrist: string }[];

describe('the Meldefrist (Art. 33(1))', () => {
  it('is Kenntnis_am + 72 hours, derived and stored by the server in UTC', async () => {
    const id = await add(bearbeiter, { Kenntnis_am: '2026-11-20T10:00:00Z' });
    const vorfall = await detail(leser, id);
    expect(vorfall).toEqual(expect.objectContaining({ Kenntnis_am: '2026-11-20T10:00:00.000Z', Meldefrist: '2026-11-23T10:00:00.000Z', Version: 1 }));
    expect((await list()).find((row) => row.ID === id)?.Meldefrist).toBe('2026-11-23T10:00:00.000Z');
  });

  it('counts 72 hours from an instant given with an offset (not three calendar days)', async () => {
    const id = await add(dsb, { Kenntnis_am: '2026-10-24T12:00:00+02:00' });
    expect((await detail(dsb, id)).Meldefrist).toBe('2026-10-27T10:00:00.000Z');
  });

  it('refuses a late notification without the reasons for the delay, stores it with them', async () => {
    const late = { Kenntnis_am: '2026-11-20T10:00:00Z', Meldung_Behoerde_am: '2026-11-23T10:00:01Z' };
    const refused = await dsb.post(api(VORFAELLE_PATHS.add), { vorfall: valid(late) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'vorfall.Verspaetung_Gruende', code: 'lateNotificationReasons' })]);
    const id = await add(dsb, { ...late, Verspaetung_Gruende: 'Wochenende, Zuständigkeit unklar' });
    expect(await detail(dsb, id)).toEqual(expect.objectContaining({ Meldung_verspaetet: true, Meldung_erforderlich: true }));
    const inTime = await add(dsb, { Kenntnis_am: '2026-11-20T10:00:00Z', Meldung_Behoerde_am: '2026-11-23T10:00:00Z' });
    expect((await detail(dsb, inTime)).Meldung_verspaetet).toBe(false);
  });

  it('derives which notifications the risk requires (Art. 33(1), 34(1))', async () => {
    const none = await detail(dsb, await add(dsb, { Risiko: 'keinRisiko' }));
    const high = await detail(dsb, await add(dsb, { Risiko: 'hohesRisiko' }));
    const open = await detail(dsb, await add(dsb, { Risiko: null }));
    expect([none.Meldung_erforderlich, none.Benachrichtigung_erforderlich]).toEqual([false, false]);
    expect([high.Meldung_erforderlich, high.Benachrichtigung_erforderlich]).toEqual([true, true]);
    expect([open.Meldung_erforderlich, open.Benachrichtigung_erforderlich]).toEqual([true, false]);
  });
});

describe('validation', () => {
  it.each([
    ['an empty title', { Titel: '  ' }],
    ['no Kenntnis_am', { Kenntnis_am: undefined }],
    ['a Kenntnis_am that is no instant', { Kenntnis_am: '2026-11-20' }],
    ['an unknown risk', { Risiko: 'mittel' }],
    ['discovered before it occurred', { Eingetreten_am: '2026-11-19T10:00:00Z', Entdeckt_am: '2026-11-18T10:00:00Z' }],
    ['a processing record that does not exist', { Verarbeitungen: [999999] }],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides) => {
    const before = (await list()).length;
    const res = await dsb.post(api(VORFAELLE_PATHS.add), { vorfall: valid(overrides as never) });
    expect(res.statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('links processing records and answers their number and name', async () => {
    const vvt = (await dsb.get(api(VVT_PATHS.nameList))).json().verarbeitungen_name_list as { ID: number; Nummer: string }[];
    const id = await add(dsb, { Verarbeitungen: [vvt[0]!.ID] });
    expect((await detail(leser, id)).Verarbeitungen_Details).toEqual([expect.objectContaining({ ID: vvt[0]!.ID, Nummer: vvt[0]!.Nummer })]);
  });
});

describe('versioned save', () => {
  it('refuses a stale Version with 409 itemHasBeenChanged, overwrites with forceUpdate', async () => {
    const id = await add(dsb);
    const first = await dsb.put(api(VORFAELLE_PATHS.update), { vorfall: valid({ ID: id, Version: 1, Titel: 'Erste Änderung' }) });
    expect(first.json()).toEqual({ itemHasBeenChanged: false, Version: 2 });
    const stale = await bearbeiter.put(api(VORFAELLE_PATHS.update), { vorfall: valid({ ID: id, Version: 1, Titel: 'Veraltet' }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(expect.objectContaining({ error: 'itemHasBeenChanged', itemHasBeenChanged: true }));
    expect((await detail(dsb, id)).Titel).toBe('Erste Änderung');
    const forced = await bearbeiter.put(api(VORFAELLE_PATHS.update), { vorfall: valid({ ID: id, Version: 1, Titel: 'Erzwungen' }), forceUpdate: true });
    expect(forced.json()).toEqual({ itemHasBeenChanged: false, Version: 3 });
    expect((await detail(dsb, id)).Titel).toBe('Erzwungen');
  });

  it('deletes, then answers 404', async () => {
    const id = await add(dsb);
    expect((await dsb.delete(api(VORFAELLE_PATHS.delete), { IdVorfall: id })).statusCode).toBe(200);
    expect((await dsb.get(api(VORFAELLE_PATHS.detail), { vorfallId: id })).statusCode).toBe(404);
    expect((await dsb.delete(api(VORFAELLE_PATHS.delete), { IdVorfall: id })).statusCode).toBe(404);
  });
});

describe('permissions (VWS_Vorfaelle_*)', () => {
  it('lets Leser read but not write, PO neither; another customer is refused', async () => {
    expect((await leser.get(api(VORFAELLE_PATHS.list))).statusCode).toBe(200);
    expect((await leser.post(api(VORFAELLE_PATHS.add), { vorfall: valid() })).statusCode).toBe(403);
    expect((await po.get(api(VORFAELLE_PATHS.list))).statusCode).toBe(403);
    const foreign = await clientFor(t, 'dsb@example.com', BEISPIEL);
    expect((await foreign.get(api(VORFAELLE_PATHS.list))).statusCode).toBe(403);
  });

  it('shows the seeded demo breaches: at least eight, one overdue without notification', async () => {
    const rows = (await leser.get(api(VORFAELLE_PATHS.list))).json().vorfaelle as {
      Meldefrist: string;
      Meldung_erforderlich: boolean;
      Meldung_Behoerde_am: string | null;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.some((r) => r.Meldung_erforderlich && !r.Meldung_Behoerde_am && new Date(r.Meldefrist) < new Date())).toBe(true);
  });
});
