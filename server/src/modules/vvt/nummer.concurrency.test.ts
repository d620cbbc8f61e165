import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../test/app';
import { addRecord, api, detailOf, type CustomerClient, roleClients } from './test/helpers';

/**
 * Issue 26 item 5 tried again for renaming: records renamed in parallel to one VVT Nummer of one
 * level keep the numbers unique (the unique index per customer and level behind the route's check).
 * .ci/run runs this file on PostgreSQL (its name matches the `concurrency` pattern), where the
 * requests really overlap; PGlite serialises them.
 */
jest.setTimeout(120_000);

let t: TestApp;
let dsb: CustomerClient;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  ({ dsb } = await roleClients(t));
});
afterAll(() => t.close());

it('20 records renamed in parallel to one Nummer at one level: exactly one takes it, the rest 400 duplicateNummerAtLevel', async () => {
  const ids = [];
  for (let i = 0; i < 20; i++) ids.push(await addRecord(dsb, { Nummer: `REN-${i}`, SDM_Ebene_Nr: 2 }));
  const details = await Promise.all(ids.map((id) => detailOf(dsb, id)));
  const renames = await Promise.all(
    details.map((d) => dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...d.verarbeitung, Nummer: 'REN-ZIEL' }, sdmCube: [], prozessschritte: [] })),
  );
  const answered = renames.map((r) => r.statusCode);
  expect(answered.filter((c) => c === 200)).toHaveLength(1);
  expect(answered.filter((c) => c === 400)).toHaveLength(19);
  expect(renames.filter((r) => r.statusCode === 400).every((r) => r.json().fields[0].code === 'duplicateNummerAtLevel')).toBe(true);
  const numbers = (await Promise.all(ids.map((id) => detailOf(dsb, id)))).map((d) => d.verarbeitung.Nummer);
  expect(numbers.filter((n) => n === 'REN-ZIEL')).toHaveLength(1);
});
