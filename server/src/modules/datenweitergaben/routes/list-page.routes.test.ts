import { DW_PATHS, VERTRAGSSTATUS_GROUP_IDS, type DatenweitergabeListItem } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addTransfer, api, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let leser: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, leser } = await roleClients(t));
  await addTransfer(dsb, { Firma_Empfaenger: 'Ärztekammer Probe', Ort: 'München', Land: 'Deutschland', Gruppe: 'Zwölf' });
});
afterAll(() => t.close());

type Page = { datenweitergaben_list: DatenweitergabeListItem[]; matching: number; total: number };
const whole = async () => (await leser.get(api(DW_PATHS.list))).json().datenweitergaben_list as DatenweitergabeListItem[];
const page = async (params: Record<string, string | number>) => {
  const res = await leser.get(api(DW_PATHS.list), params);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
/** Every page of a filter and sort, one after the other. */
const allPages = async (params: Record<string, string | number>, rows = 7) => {
  const items: DatenweitergabeListItem[] = [];
  for (let number = 1; ; number++) {
    const answer = await page({ ...params, rows, page: number });
    items.push(...answer.datenweitergaben_list);
    if (answer.datenweitergaben_list.length < rows) return { items, matching: answer.matching, total: answer.total };
  }
};
const ids = (items: DatenweitergabeListItem[]) => items.map((item) => item.ID);
const collator = new Intl.Collator('de', { sensitivity: 'base' });

describe('GET /dw/datenweitergaben with rows: one page of the filtered, sorted list', () => {
  it('answers the list page by page in the list order, with the counts; a page past the last is empty', async () => {
    const list = await whole();
    const first = await page({ rows: 10, page: 1 });
    expect(first.datenweitergaben_list).toEqual(list.slice(0, 10));
    expect(first).toMatchObject({ matching: list.length, total: list.length, textModel: { key: 'Datenweitergaben_Freitext' } });
    expect(ids((await allPages({})).items)).toEqual(ids(list));
    expect(await page({ rows: 10, page: 999 })).toMatchObject({ datenweitergaben_list: [], matching: list.length });
  });

  it('filters by a case-insensitive part of group, recipient, place or country, umlauts included', async () => {
    const list = await whole();
    const expected = list.filter((d) => [d.Gruppe, d.Firma_Empfaenger, d.Ort, d.Land].some((text) => text.toLowerCase().includes('staaten')));
    expect(expected.length).toBeGreaterThan(0);
    const usa = await allPages({ text: 'STAATEN' });
    expect(ids(usa.items)).toEqual(ids(expected));
    expect(usa).toMatchObject({ matching: expected.length, total: list.length });
    expect((await allPages({ text: 'MÜNCHEN' })).items.map((d) => d.Firma_Empfaenger)).toContain('Ärztekammer Probe');
    expect((await allPages({ text: 'zwölf' })).items.map((d) => d.Firma_Empfaenger)).toEqual(['Ärztekammer Probe']);
  });

  it('filters by contract-status groups, legal bases (0: none) and third country', async () => {
    const list = await whole();
    const critical = await allPages({ groups: 'critical,open' });
    const statuses = [...VERTRAGSSTATUS_GROUP_IDS.critical, ...VERTRAGSSTATUS_GROUP_IDS.open] as number[];
    expect(ids(critical.items)).toEqual(ids(list.filter((d) => statuses.includes(d.ID_Vertragsstatus))));
    const bases = await allPages({ rechtsgrundlagen: '0,2' });
    expect(ids(bases.items)).toEqual(ids(list.filter((d) => [0, 2].includes(d.ID_Rechtsgrundlage ?? 0))));
    const abroad = await allPages({ drittland: 'yes' });
    expect(abroad.items.length).toBeGreaterThan(0);
    expect(ids(abroad.items)).toEqual(ids(list.filter((d) => d.isDatenweitergabe_ausserhalb_EU)));
    expect((await allPages({ drittland: 'no' })).matching).toBe(list.length - abroad.matching);
  });

  it('sorts as the screen does: German text order ignoring case and umlauts, ties in the list order, both directions', async () => {
    const list = await whole();
    const byRecipient = [...list].sort((a, b) => collator.compare(a.Firma_Empfaenger, b.Firma_Empfaenger));
    const ascending = (await allPages({ sortField: 'Firma_Empfaenger', sortOrder: 1 })).items.map((d) => d.Firma_Empfaenger);
    expect(ascending).toEqual(byRecipient.map((d) => d.Firma_Empfaenger));
    expect(ascending.indexOf('Ärztekammer Probe')).toBeLessThan(ascending.findIndex((name) => collator.compare(name, 'B') >= 0));
    const descending = (await allPages({ sortField: 'ID_Vertragsstatus', sortOrder: -1 })).items;
    expect(ids(descending)).toEqual(ids([...list].sort((a, b) => b.ID_Vertragsstatus - a.ID_Vertragsstatus)));
  });

  it.each([
    ['rows=0', { rows: 0 }],
    ['rows above 100', { rows: 101 }],
    ['an unknown sort key', { rows: 10, sortField: 'Passwort' }],
    ['an unknown status group', { rows: 10, groups: 'critical,everything' }],
    ['a legal basis that is no number', { rows: 10, rechtsgrundlagen: '1,x' }],
    ['page 0', { rows: 10, page: 0 }],
    ['a filter text with a control character', { rows: 10, text: 'Köln\u0007' }],
    ['a status list with other characters', { rows: 10, groups: 'critical;open' }],
  ])('refuses %s with 400', async (_name, params) => {
    expect((await leser.get(api(DW_PATHS.list), params)).statusCode).toBe(400);
  });
});
