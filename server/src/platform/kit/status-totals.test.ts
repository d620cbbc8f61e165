import { loadStatusTotals } from './status-totals';
import { openKitTestDb, createProbeTable, type KitTestDb } from './test-db';

jest.setTimeout(30_000);

let k: KitTestDb;
beforeAll(async () => {
  k = await openKitTestDb();
  await createProbeTable(k, 'kit_status');
});
afterAll(() => k.t.close());

it('counts rows per status in SQL, leaving out statuses without rows', async () => {
  expect(await k.tenant((db) => loadStatusTotals(db, 'kit_status'))).toEqual([]);
  await k.tenant((db) =>
    db
      .insertInto('kit_status')
      .values([1, 3, 3, 6, 6, 6].map((ID_Status, i) => ({ ID: i + 1, Name: `n${i}`, ID_Status })))
      .execute(),
  );
  expect(await k.tenant((db) => loadStatusTotals(db, 'kit_status'))).toEqual([
    { ID_Status: 1, Anzahl: 1 },
    { ID_Status: 3, Anzahl: 2 },
    { ID_Status: 6, Anzahl: 3 },
  ]);
});
