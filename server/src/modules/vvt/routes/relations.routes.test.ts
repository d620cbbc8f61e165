import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, detailOf, type CustomerClient, roleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
let po: CustomerClient;
let leser: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, bearbeiter, po, leser } = await roleClients(t));
});
afterAll(() => t.close());

const newRow = (parent: number, child: number, level = 2) => ({ ID: 0, ID_Verarbeitung_Parent: parent, ID_Verarbeitung_Child: child, Ebene_Nr_Child: level });
const save = (client: CustomerClient, id: number, relations: unknown[]) => client.put(api(VVT_PATHS.relationsEdit), { IdVerarbeitung: id, relations });
const relationsOf = async (client: CustomerClient, id: number) => {
  const res = await client.get(api(VVT_PATHS.relations), { IdVerarbeitung: id });
  expect(res.statusCode).toBe(200);
  return res.json() as { parents: Array<Record<string, unknown>>; children: Array<Record<string, unknown>>; indirect: Array<Record<string, unknown>> };
};

/** A level 1 process -> level 2 application -> level 3 infrastructure chain. */
async function chain(prefix: string) {
  const fach = await addRecord(dsb, { Nummer: `${prefix}-F`, SDM_Ebene_Nr: 1, Name: 'Lohnabrechnung' });
  const app = await addRecord(dsb, { Nummer: `${prefix}-A`, SDM_Ebene_Nr: 2, Name: 'DATEV' });
  const infra = await addRecord(dsb, { Nummer: `${prefix}-I`, SDM_Ebene_Nr: 3, Name: 'Rechenzentrum' });
  expect((await save(bearbeiter, app, [newRow(fach, app), newRow(app, infra, 3)])).statusCode).toBe(200);
  return { fach, app, infra };
}

describe('relations', () => {
  it('stores new rows and answers parents, children and the derived indirect relations', async () => {
    const { fach, app, infra } = await chain('R1');
    const mid = await relationsOf(leser, app);
    expect(mid.parents).toEqual([
      expect.objectContaining({
        ID_Verarbeitung_Parent: fach,
        ID_Verarbeitung_Child: app,
        Ebene_Nr_Child: 2,
        Ebene_Nr_Parent: 1,
        Nummer: 'R1-F',
        Name: 'Lohnabrechnung',
        IsDeleted: false,
      }),
    ]);
    expect(mid.children).toEqual([expect.objectContaining({ ID_Verarbeitung_Child: infra, Nummer: 'R1-I', Ebene_Nr_Child: 3 })]);
    expect(mid.indirect).toEqual([]);
    expect((await relationsOf(leser, fach)).indirect).toEqual([
      { ID_Verarbeitung: infra, SDM_Ebene_Nr: 3, Nummer: 'R1-I', Name: 'Rechenzentrum', Via_ID_Verarbeitung: app, Via_Nummer: 'R1-A', Via_Name: 'DATEV' },
    ]);
    expect((await relationsOf(leser, infra)).indirect).toEqual([
      { ID_Verarbeitung: fach, SDM_Ebene_Nr: 1, Nummer: 'R1-F', Name: 'Lohnabrechnung', Via_ID_Verarbeitung: app, Via_Nummer: 'R1-A', Via_Name: 'DATEV' },
    ]);
  });

  it('deletes rows marked IsDeleted; deleting an unknown row is harmless', async () => {
    const { fach, app } = await chain('R2');
    const [row] = (await relationsOf(dsb, fach)).children;
    const res = await save(dsb, fach, [
      { ...row, IsDeleted: true },
      { ID: 987654, ID_Verarbeitung_Parent: fach, ID_Verarbeitung_Child: app, Ebene_Nr_Child: 2, IsDeleted: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().children).toEqual([]);
    expect((await relationsOf(dsb, fach)).indirect).toEqual([]);
  });

  it.each([
    ['a child on a lower level than its parent', (r: Ids) => [newRow(r.infra, r.other)], 'childLevelBelowParent'],
    ['a self-relation', (r: Ids) => [newRow(r.other, r.other)], 'selfRelation'],
    ['a pair that exists already', (r: Ids) => [newRow(r.fach, r.other)], 'duplicate'],
    ['the same pair twice', (r: Ids) => [newRow(r.other, r.app2), newRow(r.other, r.app2)], 'duplicate'],
    ['a row not touching the record', (r: Ids) => [newRow(r.fach, r.app2)], 'notOfThisRecord'],
    ['an unknown record', (r: Ids) => [newRow(r.other, 999999)], 'unknownRecord'],
  ])('refuses %s with 400 and stores nothing', async (_name, rows, message) => {
    const prefix = `X${Math.random().toString(36).slice(2, 6)}`;
    const { fach, app, infra } = await chain(prefix);
    const other = await addRecord(dsb, { Nummer: `${prefix}-O`, SDM_Ebene_Nr: 2 });
    const app2 = await addRecord(dsb, { Nummer: `${prefix}-O2`, SDM_Ebene_Nr: 2 });
    expect((await save(dsb, other, [newRow(fach, other)])).statusCode).toBe(200);
    const before = await relationsOf(dsb, other);
    const res = await save(dsb, other, [newRow(other, app2), ...rows({ fach, app, infra, other, app2 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { code?: string }) => f.code)).toContain(message);
    expect(await relationsOf(dsb, other)).toEqual(before);
  });

  it('refuses a cycle among records of one level with 400 and stores nothing', async () => {
    const a = await addRecord(dsb, { Nummer: 'C-A', SDM_Ebene_Nr: 2 });
    const b = await addRecord(dsb, { Nummer: 'C-B', SDM_Ebene_Nr: 2 });
    const c = await addRecord(dsb, { Nummer: 'C-C', SDM_Ebene_Nr: 2 });
    expect((await save(dsb, b, [newRow(a, b), newRow(b, c)])).statusCode).toBe(200);
    const res = await save(dsb, a, [newRow(c, a)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'relations', code: 'cycle', message: expect.any(String) }]);
    expect((await relationsOf(dsb, a)).parents).toEqual([]);
  });

  it('lets a record change its level only while its relations keep the level order', async () => {
    const { fach, app, infra } = await chain('L1');
    const toLevel = async (id: number, SDM_Ebene_Nr: number) => {
      const { verarbeitung } = await detailOf(dsb, id);
      return dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, SDM_Ebene_Nr } });
    };
    const res = await toLevel(fach, 3);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'verarbeitung.SDM_Ebene_Nr', code: 'levelConflictsWithRelations', message: expect.any(String) }]);
    expect((await toLevel(infra, 1)).statusCode).toBe(400);
    expect((await detailOf(dsb, fach)).verarbeitung).toMatchObject({ SDM_Ebene_Nr: 1, Version: 1 });
    expect((await detailOf(dsb, infra)).verarbeitung).toMatchObject({ SDM_Ebene_Nr: 3, Version: 1 });
    // parent on 1, child on 3: level 2 may become 1 or 3
    expect((await toLevel(app, 3)).statusCode).toBe(200);
  });

  it('needs Mappings_Edit and the edit right on the record; hides records the PO may not see', async () => {
    const { fach, app } = await chain('P1');
    expect((await save(leser, fach, [])).statusCode).toBe(403);
    expect((await save(po, fach, [])).statusCode).toBe(403);
    await assign(dsb, fach, [po.user.session.usermodel.user_uid]);
    expect((await relationsOf(po, fach)).children).toEqual([]);
    expect((await po.get(api(VVT_PATHS.relations), { IdVerarbeitung: app })).statusCode).toBe(404);
  });
});

interface Ids {
  fach: number;
  app: number;
  infra: number;
  other: number;
  app2: number;
}
