import { addMonths, ANFRAGEN_PATHS, fristOf, type AnfrageFieldsInput } from '@vws/shared/contract/betroffenenanfragen';
import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../test/app';
import { BEISPIEL, clientFor, withCustomer, type CustomerClient } from '../../../test/clients';
import { anfragenWidgetContent } from './dashboard-widget';

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
const valid = (overrides: Partial<AnfrageFieldsInput> = {}): AnfrageFieldsInput => ({
  Antragsteller: 'Erika Mustermann',
  Rechte: ['art15'],
  Eingang_am: '2026-01-31',
  ...overrides,
});
async function add(client: CustomerClient, overrides: Partial<AnfrageFieldsInput> = {}): Promise<number> {
  const res = await client.post(api(ANFRAGEN_PATHS.add), { anfrage: valid(overrides) });
  if (res.statusCode !== 200) throw new Error(`add answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { newAnfrageId: number }).newAnfrageId;
}
const detail = async (client: CustomerClient, id: number, language = 'de') =>
  (
    await t.app.inject({
      method: 'GET',
      url: withCustomer(api(ANFRAGEN_PATHS.detail), client.customerUid, { anfrageId: id }),
      headers: { cookie: client.user.session.cookie, 'accept-language': language },
    })
  ).json().anfrage;
const list = async () => (await dsb.get(api(ANFRAGEN_PATHS.list))).json().anfragen as { ID: number; Frist: string; Ueberfaellig: boolean; Status: string }[];

describe('demo data', () => {
  it('holds at least twelve requests, some overdue; the widget lists an overdue one first', async () => {
    const rows = (await leser.get(api(ANFRAGEN_PATHS.list))).json().anfragen;
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r: { Ueberfaellig: boolean }) => r.Ueberfaellig).length).toBeGreaterThanOrEqual(2);
    const [items] = anfragenWidgetContent(rows).blocks.filter((b) => b.type === 'items');
    expect(items?.type === 'items' && items.items[0]?.overdue).toBe(true);
  });
});

describe('months counted as Regulation 1182/71 Art. 3(2)(c) counts them', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
  ])('%s + %i month(s) = %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe('the Frist (Art. 12(3))', () => {
  it('is one month from receipt, derived by the server: received 2026-01-31 → 2026-02-28', async () => {
    const id = await add(bearbeiter, { Eingang_am: '2026-01-31' });
    expect(await detail(leser, id)).toEqual(expect.objectContaining({ Eingang_am: '2026-01-31', Frist: '2026-02-28', Version: 1 }));
    expect((await list()).find((row) => row.ID === id)?.Frist).toBe('2026-02-28');
  });

  it('extends by up to two further months with a reason; without one, or by three, it is refused', async () => {
    const noReason = await dsb.post(api(ANFRAGEN_PATHS.add), { anfrage: valid({ Verlaengerung_Monate: 2 }) });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual([expect.objectContaining({ path: 'anfrage.Verlaengerung_Begruendung', code: 'extensionReason' })]);
    expect((await dsb.post(api(ANFRAGEN_PATHS.add), { anfrage: valid({ Verlaengerung_Monate: 3, Verlaengerung_Begruendung: 'x' }) })).statusCode).toBe(400);
    const id = await add(dsb, { Verlaengerung_Monate: 2, Verlaengerung_Begruendung: 'Komplexe Anfrage' });
    expect((await detail(dsb, id)).Frist).toBe(fristOf('2026-01-31', 2));
    expect((await detail(dsb, id)).Frist).toBe('2026-04-30');
  });

  it('is overdue when passed and open, not once answered', async () => {
    const open = await add(dsb, { Eingang_am: '2026-01-02' });
    const answered = await add(dsb, { Eingang_am: '2026-01-02', Status: 'beantwortet', Beantwortet_am: '2026-01-20' });
    const rows = await list();
    expect(rows.find((r) => r.ID === open)?.Ueberfaellig).toBe(new Date().toISOString().slice(0, 10) > '2026-02-02');
    expect(rows.find((r) => r.ID === answered)?.Ueberfaellig).toBe(false);
  });
});

describe('validation', () => {
  it.each([
    ['no right', { Rechte: [] }],
    ['an unknown right', { Rechte: ['art19'] }],
    ['an empty requester', { Antragsteller: ' ' }],
    ['a day that does not exist', { Eingang_am: '2026-02-30' }],
    ['a refusal without its reasons (Art. 12(5))', { Status: 'abgelehnt', Beantwortet_am: '2026-02-01' }],
    ['an answer before the receipt', { Status: 'beantwortet', Beantwortet_am: '2026-01-30' }],
    ['a processing record that does not exist', { Verarbeitungen: [999999] }],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides) => {
    const before = (await list()).length;
    const res = await dsb.post(api(ANFRAGEN_PATHS.add), { anfrage: valid(overrides as never) });
    expect(res.statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('answers what the register says about the linked records, in the caller’s language', async () => {
    const vvt = (await dsb.get(api(VVT_PATHS.nameList))).json().verarbeitungen_name_list as { ID: number; Nummer: string }[];
    const id = await add(dsb, { Verarbeitungen: [vvt[0]!.ID] });
    const [record] = (await detail(leser, id, 'en')).Verarbeitungen_Details;
    expect(record).toEqual(expect.objectContaining({ ID: vvt[0]!.ID, Nummer: vvt[0]!.Nummer }));
    expect(record).toHaveProperty('Zweck');
    expect(record).toHaveProperty('Empfaenger');
  });
});

describe('versioned save', () => {
  it('refuses a stale Version with 409 itemHasBeenChanged, overwrites with forceUpdate', async () => {
    const id = await add(dsb);
    expect((await dsb.put(api(ANFRAGEN_PATHS.update), { anfrage: valid({ ID: id, Version: 1, Antragsteller: 'Neu' }) })).json()).toEqual({
      itemHasBeenChanged: false,
      Version: 2,
    });
    const stale = await bearbeiter.put(api(ANFRAGEN_PATHS.update), { anfrage: valid({ ID: id, Version: 1, Antragsteller: 'Alt' }) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(expect.objectContaining({ itemHasBeenChanged: true }));
    expect((await detail(dsb, id)).Antragsteller).toBe('Neu');
    const forced = await bearbeiter.put(api(ANFRAGEN_PATHS.update), { anfrage: valid({ ID: id, Version: 1, Antragsteller: 'Erzwungen' }), forceUpdate: true });
    expect(forced.json()).toEqual({ itemHasBeenChanged: false, Version: 3 });
  });

  it('deletes, then answers 404', async () => {
    const id = await add(dsb);
    expect((await dsb.delete(api(ANFRAGEN_PATHS.delete), { IdAnfrage: id })).statusCode).toBe(200);
    expect((await dsb.get(api(ANFRAGEN_PATHS.detail), { anfrageId: id })).statusCode).toBe(404);
  });
});

describe('permissions (VWS_Betroffenenanfragen_*)', () => {
  it('lets Leser read but not write, PO neither; another customer is refused', async () => {
    expect((await leser.get(api(ANFRAGEN_PATHS.list))).statusCode).toBe(200);
    expect((await leser.post(api(ANFRAGEN_PATHS.add), { anfrage: valid() })).statusCode).toBe(403);
    expect((await po.get(api(ANFRAGEN_PATHS.list))).statusCode).toBe(403);
    const foreign = await clientFor(t, 'dsb@example.com', BEISPIEL);
    expect((await foreign.get(api(ANFRAGEN_PATHS.list))).statusCode).toBe(403);
  });
});
