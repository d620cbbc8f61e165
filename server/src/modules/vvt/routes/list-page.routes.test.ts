import { VVT_PATHS, summarizeFindings, type RegisterCompletenessRecord, type VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, roleClients, type CustomerClient } from '../test/helpers';

jest.setTimeout(90_000);

let t: TestApp;
let dsb: CustomerClient;
let po: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, po } = await roleClients(t));
  // Numbers sort by their digit runs' value ("N-9" before "N-10"); umlauts and case do not count.
  await addRecord(dsb, {
    Nummer: 'N-10',
    Name: 'Ärztliche Untersuchung 10',
    Gruppe: 'Zwölf',
    Verantwortlich_Name: 'Özdemir',
    Verantwortlich_Abteilung: 'Personal',
  });
  await addRecord(dsb, { Nummer: 'N-9', Name: 'Ärztliche Untersuchung 9', Gruppe: 'zwölf', Verantwortlich_Name: '', Verantwortlich_Abteilung: 'Medizin' });
  await addRecord(dsb, { Name: 'Bewerbermanagement', SDM_Ebene_Nr: 2, Gruppe: 'Personal' });
});
afterAll(() => t.close());

type Item = VerarbeitungListItem & { befund?: { missing: number; contradiction: number; hint: number } };
type Page = { verarbeitungen: Item[]; matching: number; total: number; ids: number[] };
const whole = async (client: CustomerClient) => (await client.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as VerarbeitungListItem[];
const page = async (client: CustomerClient, params: Record<string, string | number>) => {
  const res = await client.get(api(VVT_PATHS.verarbeitungen), params);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
/** Every page of a filter and sort, one after the other. */
const allPages = async (client: CustomerClient, params: Record<string, string | number>, rows = 7) => {
  const items: Item[] = [];
  for (let number = 1; ; number++) {
    const answer = await page(client, { ...params, rows, page: number });
    items.push(...answer.verarbeitungen);
    if (answer.verarbeitungen.length < rows) return { items, matching: answer.matching, total: answer.total, ids: answer.ids };
  }
};
const ids = (items: readonly { ID: number }[]) => items.map((item) => item.ID);
const collator = new Intl.Collator('de', { sensitivity: 'base' });
const numberCollator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
const has = (value: string, part: string) => value.toLocaleLowerCase('de').includes(part);

describe('GET /vvt/verarbeitungen with rows: one page of the filtered, sorted list', () => {
  it('answers the list page by page in the register order, with the counts and every matching id; a page past the last is empty', async () => {
    const list = await whole(dsb);
    const first = await page(dsb, { rows: 10, page: 1 });
    expect(first.verarbeitungen.map(({ befund: _summary, ...item }) => item)).toEqual(list.slice(0, 10));
    expect(first).toMatchObject({ matching: list.length, total: list.length, textModel: { key: expect.any(String) } });
    expect(first.ids).toEqual(ids(list));
    const pages = await allPages(dsb, {});
    expect(ids(pages.items)).toEqual(ids(list));
    expect(await page(dsb, { rows: 10, page: 999 })).toMatchObject({ verarbeitungen: [], matching: list.length });
  });

  it('bounds the total by the level list and filters as the screen: level, status of level 1, group, number or name, owner', async () => {
    const list = await whole(dsb);
    const level1 = list.filter((v) => v.SDM_Ebene_Nr === 1);
    const shownStatus = [0, 1, 2, 3, 4];
    const expected = level1.filter((v) => shownStatus.includes(v.ID_Status));
    const answer = await allPages(dsb, { register: 1, ebene: 1, status: shownStatus.join(',') });
    expect(ids(answer.items)).toEqual(ids(expected));
    expect(answer).toMatchObject({ matching: expected.length, total: level1.length });
    expect((await allPages(dsb, { register: 1, status: '' })).matching).toBe(0);

    const zwoelf = await allPages(dsb, { gruppe: 'ZWÖLF' });
    expect(zwoelf.items.map((v) => v.Name).sort()).toEqual(['Ärztliche Untersuchung 10', 'Ärztliche Untersuchung 9']);
    const byText = await allPages(dsb, { text: 'ärztlich' });
    expect(ids(byText.items)).toEqual(ids(list.filter((v) => has(v.Nummer, 'ärztlich') || has(v.Name, 'ärztlich'))));
    const number = list[0]!.Nummer;
    expect(ids((await allPages(dsb, { text: number.toLowerCase() })).items)).toEqual(
      ids(list.filter((v) => has(v.Nummer, number.toLocaleLowerCase('de')) || has(v.Name, number.toLocaleLowerCase('de')))),
    );
    const owner = await allPages(dsb, { verantwortlich: 'MEDIZIN' });
    expect(owner.items.map((v) => v.Name)).toEqual(['Ärztliche Untersuchung 9']);
    expect((await allPages(dsb, { verantwortlich: 'özdemir' })).items.map((v) => v.Name)).toEqual(['Ärztliche Untersuchung 10']);
    expect(ids((await allPages(dsb, { ebene: 2 })).items)).toEqual(ids(list.filter((v) => v.SDM_Ebene_Nr === 2)));
  });

  it('sorts in German order (umlauts and case ignored), numbers by their digit runs, ties in the register order, both directions', async () => {
    const list = await whole(dsb);
    const byName = [...list].sort((a, b) => collator.compare(a.Name, b.Name));
    const ascending = (await allPages(dsb, { sortField: 'Name', sortOrder: 1 })).items.map((v) => v.Name);
    expect(ascending).toEqual(byName.map((v) => v.Name));
    expect(ascending.indexOf('Ärztliche Untersuchung 10')).toBeLessThan(ascending.indexOf('Bewerbermanagement'));
    const byNumber = await allPages(dsb, { sortField: 'Nummer', sortOrder: -1 });
    expect(byNumber.ids).toEqual(ids([...list].sort((a, b) => numberCollator.compare(b.Nummer, a.Nummer))));
    expect(byNumber.ids.indexOf(byNumber.items.find((v) => v.Nummer === 'N-10')!.ID)).toBeLessThan(
      byNumber.ids.indexOf(byNumber.items.find((v) => v.Nummer === 'N-9')!.ID),
    );
    const byStatus = await allPages(dsb, { sortField: 'ID_Status', sortOrder: -1 });
    expect(ids(byStatus.items)).toEqual(ids([...list].sort((a, b) => b.ID_Status - a.ID_Status)));
    const ownerOf = (v: VerarbeitungListItem) => [v.Verantwortlich_Name, v.Verantwortlich_Abteilung].filter(Boolean).join(' · ');
    const byOwner = await allPages(dsb, { sortField: 'Verantwortlich', sortOrder: 1 });
    expect(byOwner.items.map(ownerOf)).toEqual([...list].sort((a, b) => collator.compare(ownerOf(a), ownerOf(b))).map(ownerOf));
  });

  it('gives each row its completeness summary and filters by it as the register check finds', async () => {
    const check = (await dsb.get(api(VVT_PATHS.registerCompleteness), { SDM_Ebene_Nr: 0 })).json().records as RegisterCompletenessRecord[];
    const summary = new Map(check.map((r) => [r.ID, summarizeFindings(r.findings)]));
    const first = await page(dsb, { rows: 20 });
    for (const item of first.verarbeitungen) expect(item.befund).toEqual(summary.get(item.ID));
    const incomplete = check.filter((r) => r.findings.some((f) => f.severity !== 'hint'));
    expect(incomplete.length).toBeGreaterThan(0);
    const list = await whole(dsb);
    const wanted = new Set(ids(incomplete));
    const answer = await allPages(dsb, { befund: 'incomplete' });
    expect(answer.ids).toEqual(ids(list).filter((id) => wanted.has(id)));
    expect(ids(answer.items)).toEqual(answer.ids);
    const contradictions = new Set(ids(check.filter((r) => r.findings.some((f) => f.severity === 'contradiction'))));
    expect((await allPages(dsb, { befund: 'contradiction' })).ids).toEqual(ids(list).filter((id) => contradictions.has(id)));
  });

  it('answers only what the caller may see: a process owner sees the assigned records, and "only assigned" is theirs', async () => {
    const mine = await addRecord(dsb, { Name: 'Zugewiesen an PO' });
    await assign(dsb, mine, [po.user.session.usermodel.user_uid]);
    const theirs = await whole(po);
    const answer = await allPages(po, {});
    expect(ids(answer.items)).toEqual(ids(theirs));
    expect(answer.total).toBe(theirs.length);
    expect(answer.ids).toContain(mine);
    const assigned = await allPages(dsb, { nurZugeordnet: '1' });
    expect(assigned.ids).not.toContain(mine);
  });

  it.each([
    ['rows=0', { rows: 0 }],
    ['rows above 100', { rows: 101 }],
    ['an unknown sort key', { rows: 10, sortField: 'Zweck2' }],
    ['a status that is no id', { rows: 10, status: '0,7' }],
    ['a level list 4', { rows: 10, register: 4 }],
    ['an unknown completeness filter', { rows: 10, befund: 'alles' }],
    ['a flag other than 1', { rows: 10, nurZugeordnet: 'true' }],
    ['a filter text with a control character', { rows: 10, text: 'a\u0007b' }],
  ])('refuses %s with 400', async (_name, params) => {
    expect((await dsb.get(api(VVT_PATHS.verarbeitungen), params as Record<string, string | number>)).statusCode).toBe(400);
  });
});

describe("GET /vvt/verarbeitungen-gruppen: the full report's group choice", () => {
  it('answers each group of the visible records once, trimmed, in German order, without the empty group', async () => {
    await addRecord(dsb, { Name: 'Leerzeichen um die Gruppe', Gruppe: '  Ärzte  ' });
    await addRecord(dsb, { Name: 'Ohne Gruppe', Gruppe: '' });
    const expected = [...new Set((await whole(dsb)).map((item) => item.Gruppe.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'de'));
    const res = await dsb.get(api(VVT_PATHS.gruppen));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gruppen: expected });
    expect(expected).toEqual(expect.arrayContaining(['Ärzte', 'Personal', 'Zwölf', 'zwölf']));
    expect(expected.indexOf('Ärzte')).toBeLessThan(expected.indexOf('Personal'));
  });

  it('names only the groups of records the caller may see: a process owner the assigned ones', async () => {
    const hidden = 'Nur für den DSB sichtbar';
    await addRecord(dsb, { Name: 'Nicht zugewiesen', Gruppe: hidden });
    const shown = 'Dem PO zugewiesen';
    await assign(dsb, await addRecord(dsb, { Name: 'Zugewiesen', Gruppe: shown }), [po.user.session.usermodel.user_uid]);
    const { gruppen } = (await po.get(api(VVT_PATHS.gruppen))).json() as { gruppen: string[] };
    expect(gruppen).toContain(shown);
    expect(gruppen).not.toContain(hidden);
    expect(gruppen).toEqual([...new Set((await whole(po)).map((item) => item.Gruppe.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'de')));
  });
});
