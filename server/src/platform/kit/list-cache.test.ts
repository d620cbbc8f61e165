import type { Kysely } from 'kysely';
import { createListCache } from './list-cache';
import { listVersionMigration, listVersionTable } from './list-version';
import { openKitTestDb, createProbeTable, type KitTestDb } from './test-db';

jest.setTimeout(30_000);

let k: KitTestDb;
beforeAll(async () => {
  k = await openKitTestDb();
  await createProbeTable(k, 'kit_items');
  await k.tenant((db) => listVersionMigration('kit', ['kit_items']).up(db));
});
afterAll(() => k.t.close());

it('builds once per list version; any write to a listed table bumps the version and rebuilds', async () => {
  let builds = 0;
  const cache = createListCache<unknown>({
    versionTable: listVersionTable('kit'),
    build: async (db) => {
      builds++;
      const rows = await (db as unknown as Kysely<{ kit_items: { Name: string; ID: number } }>).selectFrom('kit_items').select('Name').orderBy('ID').execute();
      return JSON.stringify(rows.map((r) => r.Name));
    },
  });
  const get = (customer = 'c1') => k.tenant((db) => cache.get(db, customer));
  expect(await get()).toBe('[]');
  expect(await get()).toBe('[]');
  expect(builds).toBe(1);

  await k.tenant((db) => db.insertInto('kit_items').values({ ID: 1, Name: 'eins' }).execute());
  expect(await get()).toBe('["eins"]');
  await k.tenant((db) => db.updateTable('kit_items').set({ Name: 'uno' }).execute());
  expect(await get()).toBe('["uno"]');
  await k.tenant((db) => db.deleteFrom('kit_items').execute());
  expect(await get()).toBe('[]');
  expect(builds).toBe(4);

  // Another customer has its own entry.
  expect(await get('c2')).toBe('[]');
  expect(builds).toBe(5);
});

it('takes the migration back down', async () => {
  await k.tenant((db) => listVersionMigration('kit', ['kit_items']).down!(db));
  await k.tenant((db) => db.insertInto('kit_items').values({ ID: 2, Name: 'ohne Trigger' }).execute());
  const tables = await k.tenant((db) => db.introspection.getTables());
  expect(tables.map((t) => t.name)).not.toContain('kit_list_version');
});
