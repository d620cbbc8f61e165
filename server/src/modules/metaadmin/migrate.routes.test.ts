import type { Migration } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app';
import type { ServerModule } from '../../platform/module';
import { serverModules } from '..';

/** A module deployed after the customers were created: its tenant table arrives on demand. */
const lateModule: ServerModule = {
  name: 'late',
  tenantMigrations: {
    late_0001_notiz: {
      async up(db) {
        await db.schema
          .createTable('notiz')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .execute();
      },
    } satisfies Migration,
  },
  routes: async () => undefined,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, lateModule] });
});
afterAll(() => t.close());

it('applies pending tenant migrations of every customer for META_Migrate_Databases only', async () => {
  const dsb = await t.as('dsb@example.com');
  expect((await dsb.post('/api/meta-admin/migrate-databases')).statusCode).toBe(403);

  const meta = await t.as('meta@example.com');
  const res = await meta.post('/api/meta-admin/migrate-databases');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.results.map((r: { name: string }) => r.name).sort()).toEqual(['Beispiel AG', 'Muster GmbH', 'Vorlagen']);
  for (const r of body.results) expect(r.applied).toEqual(['late_0001_notiz']);

  const again = (await meta.post('/api/meta-admin/migrate-databases')).json();
  for (const r of again.results) expect(r.applied).toEqual([]);
});
