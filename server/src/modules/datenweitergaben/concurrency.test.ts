import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../test/app';
import { addTransfer, api, detailOf, type CustomerClient, roleClients, validTransfer } from './test/helpers';

/**
 * Versions and unique recipients hold under parallel writes (hardening issue). PGlite serialises
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
const listed = async () => (await dsb.get(api(DW_PATHS.list))).json().datenweitergaben_list as Array<{ ID: number; Gruppe: string; Firma_Empfaenger: string }>;

it('3 rounds of 30 parallel stale transfer updates: exactly one winner each, the rest 409', async () => {
  const id = await addTransfer(dsb);
  for (let round = 0; round < 3; round++) {
    const { datenweitergabe } = await detailOf(dsb, id);
    const updates = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        dsb.put(api(DW_PATHS.update), { datenweitergabe: { ...datenweitergabe, Ort: `Runde ${round} Nr. ${i}` }, pruefpunkte: [] }),
      ),
    );
    const answered = codes(updates);
    expect(count(answered, 200)).toBe(1);
    expect(count(answered, 409)).toBe(29);
    const winner = updates.findIndex((r) => r.statusCode === 200);
    const stored = await detailOf(dsb, id);
    expect(stored.datenweitergabe.Ort).toBe(`Runde ${round} Nr. ${winner}`);
    expect(stored.datenweitergabe.Version).toBe(datenweitergabe.Version + 1);
  }
});

it('10 parallel adds of the same recipient in one group store it once; the others are told it exists', async () => {
  const body = { datenweitergabe: validTransfer({ Gruppe: 'Parallel', Firma_Empfaenger: 'Gleichzeitig GmbH' }) };
  const adds = await Promise.all(Array.from({ length: 10 }, () => dsb.post(api(DW_PATHS.add), body)));
  const answered = codes(adds);
  expect(count(answered, 200)).toBe(1);
  expect(count(answered, 400)).toBe(9);
  expect(adds.filter((r) => r.statusCode === 400).every((r) => r.json().fields.some((f: { code?: string }) => f.code === 'duplicateEmpfaenger'))).toBe(true);
  expect((await listed()).filter((d) => d.Gruppe === 'Parallel' && d.Firma_Empfaenger === 'Gleichzeitig GmbH')).toHaveLength(1);
});

it('an update racing a delete: the update wins before the delete or finds nothing (404), never a 500', async () => {
  const id = await addTransfer(dsb);
  const { datenweitergabe } = await detailOf(dsb, id);
  const [update, del] = await Promise.all([
    dsb.put(api(DW_PATHS.update), { datenweitergabe: { ...datenweitergabe, Ort: 'x' }, pruefpunkte: [] }),
    dsb.delete(api(DW_PATHS.delete), { IdDatenweitergabe: id }),
  ]);
  expect(del.statusCode).toBe(200);
  expect([200, 404]).toContain(update.statusCode);
  expect((await dsb.get(api(DW_PATHS.detail), { datenweitergabeId: id })).statusCode).toBe(404);
});
