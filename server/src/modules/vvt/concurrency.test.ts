import { VVT_PATHS, VVT_REPORT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../test/app';
import { addRecord, api, clientFor, detailOf, type CustomerClient, roleClients, validRecord } from './test/helpers';

/**
 * Versions and the relation graph hold under parallel writes (hardening issue). PGlite serialises
 * transactions and hides races; .ci/run runs this file on PostgreSQL too (TEST_DATABASE_URL),
 * where the requests really overlap.
 */
jest.setTimeout(120_000);

let t: TestApp;
let dsb: CustomerClient;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  ({ dsb } = await roleClients(t));
});
afterAll(() => t.close());

const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (list: number[], code: number) => list.filter((c) => c === code).length;
const relationRow = (parent: number, child: number, level: number) => ({
  ID: 0,
  ID_Verarbeitung_Parent: parent,
  ID_Verarbeitung_Child: child,
  Ebene_Nr_Child: level,
});
const saveRelations = (id: number, relations: unknown[]) => dsb.put(api(VVT_PATHS.relationsEdit), { IdVerarbeitung: id, relations });
const childrenOf = async (id: number) =>
  ((await dsb.get(api(VVT_PATHS.relations), { IdVerarbeitung: id })).json() as { children: Array<{ ID_Verarbeitung_Child: number }> }).children;

it('3 rounds of 30 parallel stale record updates: exactly one winner each, the rest 409', async () => {
  const id = await addRecord(dsb, { Nummer: 'PAR-1' });
  for (let round = 0; round < 3; round++) {
    const detail = await detailOf(dsb, id);
    const updates = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...detail.verarbeitung, Zweck: `Runde ${round} Nr. ${i}` }, sdmCube: [], prozessschritte: [] }),
      ),
    );
    const answered = codes(updates);
    expect(count(answered, 200)).toBe(1);
    expect(count(answered, 409)).toBe(29);
    const winner = updates.findIndex((r) => r.statusCode === 200);
    const stored = await detailOf(dsb, id);
    expect(stored.verarbeitung.Zweck).toBe(`Runde ${round} Nr. ${winner}`);
    expect(stored.verarbeitung.Version).toBe(detail.verarbeitung.Version + 1);
  }
});

it('an update racing a delete: the update wins before the delete or finds nothing (404), never a 500', async () => {
  const id = await addRecord(dsb, { Nummer: 'PAR-2' });
  const { verarbeitung } = await detailOf(dsb, id);
  const [update, del] = await Promise.all([
    dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, Zweck: 'x' }, sdmCube: [], prozessschritte: [] }),
    dsb.delete(api(VVT_PATHS.delete), { IdVerarbeitung: id }),
  ]);
  expect(del.statusCode).toBe(200);
  expect([200, 404]).toContain(update.statusCode);
  expect((await dsb.get(api(VVT_PATHS.detail), { IdVerarbeitung: id })).statusCode).toBe(404);
});

it('10 parallel saves of the same new relation store it once; the others are told it exists', async () => {
  const fach = await addRecord(dsb, { Nummer: 'PAR-F', SDM_Ebene_Nr: 1 });
  const app = await addRecord(dsb, { Nummer: 'PAR-A', SDM_Ebene_Nr: 2 });
  const saves = await Promise.all(Array.from({ length: 10 }, () => saveRelations(fach, [relationRow(fach, app, 2)])));
  const answered = codes(saves);
  expect(count(answered, 200)).toBe(1);
  expect(count(answered, 400)).toBe(9);
  expect(saves.filter((r) => r.statusCode === 400).every((r) => r.json().fields.some((f: { code?: string }) => f.code === 'duplicate'))).toBe(true);
  expect((await childrenOf(fach)).filter((c) => c.ID_Verarbeitung_Child === app)).toHaveLength(1);
});

it('two parallel saves that would close a cycle between two records: one is stored, the other refused', async () => {
  const a = await addRecord(dsb, { Nummer: 'PAR-C1', SDM_Ebene_Nr: 2 });
  const b = await addRecord(dsb, { Nummer: 'PAR-C2', SDM_Ebene_Nr: 2 });
  const [ab, ba] = await Promise.all([saveRelations(a, [relationRow(a, b, 2)]), saveRelations(b, [relationRow(b, a, 2)])]);
  expect(codes([ab, ba]).sort()).toEqual([200, 400]);
  const stored = (await childrenOf(a)).length + (await childrenOf(b)).length;
  expect(stored).toBe(1);
});

it('5 parallel imports of the same templates: each template is imported once, the others count it as failed', async () => {
  const meta = await clientFor(t, 'meta@example.com');
  const templates = (await meta.get(api(VVT_REPORT_PATHS.importList))).json().verarbeitungen as Array<{ ID: number; Nummer: string; SDM_Ebene_Nr: number }>;
  const chosen = templates.filter((v) => v.SDM_Ebene_Nr === 1).slice(-3);
  const imports = await Promise.all(Array.from({ length: 5 }, () => meta.post(api(VVT_REPORT_PATHS.import), { verarbeitungenIds: chosen.map((v) => v.ID) })));
  expect(codes(imports)).toEqual([200, 200, 200, 200, 200]);
  const imported = imports.flatMap((r) => r.json().importedVerarbeitungenIds as number[]);
  expect(imported.sort()).toEqual(chosen.map((v) => v.ID).sort());
  const list = (await dsb.get(api(VVT_PATHS.verarbeitungen))).json().verarbeitungen as Array<{ Nummer: string; SDM_Ebene_Nr: number }>;
  for (const template of chosen) expect(list.filter((v) => v.SDM_Ebene_Nr === 1 && v.Nummer === template.Nummer)).toHaveLength(1);
});

it('40 parallel assignment saves of one record with the same Version: one 200, the rest 409, no deadlock or 500', async () => {
  const id = await addRecord(dsb, { Nummer: 'PAR-ASSIGN' });
  const { verarbeitung } = await detailOf(dsb, id);
  const dsbUid = dsb.user.session.usermodel.user_uid;
  const saves = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: verarbeitung.Version, userUids: i % 2 ? [dsbUid] : [] }),
    ),
  );
  const answered = codes(saves);
  expect(count(answered, 200)).toBe(1);
  expect(count(answered, 409)).toBe(39);
  // forceUpdate: every one is applied in turn, none deadlocks.
  const forced = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      dsb.put(api(VVT_PATHS.zuweisungen), { IdVerarbeitung: id, Version: 0, forceUpdate: true, userUids: i % 2 ? [dsbUid] : [] }),
    ),
  );
  expect(codes(forced).every((c) => c === 200)).toBe(true);
});

it('40 parallel adds of one Nummer at one level: exactly one record, the rest 400 duplicateNummerAtLevel', async () => {
  const adds = await Promise.all(
    Array.from({ length: 40 }, () => dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Nummer: 'PAR-NUM', SDM_Ebene_Nr: 2 }) })),
  );
  const answered = codes(adds);
  expect(count(answered, 200)).toBe(1);
  expect(count(answered, 400)).toBe(39);
  expect(adds.filter((r) => r.statusCode === 400).every((r) => r.json().fields[0].code === 'duplicateNummerAtLevel')).toBe(true);
});
