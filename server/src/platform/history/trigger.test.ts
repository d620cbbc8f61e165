/* eslint-disable @typescript-eslint/no-explicit-any -- probe tables that no module types */
import { sql, type Kysely } from 'kysely';
import { openKitTestDb, createProbeTable, type KitTestDb } from '../kit/test-db';
import { attachHistoryTriggers, ensureHistoryInfrastructure } from './trigger';
import { recordChangesAs } from './user';

jest.setTimeout(30_000);

let k: KitTestDb;
beforeAll(async () => {
  k = await openKitTestDb();
  await createProbeTable(k, 'kit_hist');
  await k.tenant(async (db) => {
    await db.schema
      .createTable('kit_hist_child')
      .addColumn('ID', 'serial', (c) => c.primaryKey())
      .addColumn('ID_Parent', 'integer', (c) => c.notNull())
      .addColumn('Note', 'text', (c) => c.notNull())
      .addColumn('Blob', 'bytea')
      .execute();
    // Already there from the core migration: calling it again must change nothing.
    await ensureHistoryInfrastructure(db);
    await attachHistoryTriggers(db, [
      { table: 'kit_hist', entities: [{ entity: 'probe', idColumn: 'ID' }] },
      { table: 'kit_hist_child', entities: [{ entity: 'probe', idColumn: 'ID_Parent' }], exclude: ['Blob'] },
    ]);
  });
});
afterAll(() => k.t.close());

const historyOf = (id: number) =>
  k.tenant(async (db: Kysely<any>) => {
    const { rows } = await sql<{ action: string; user_uid: string | null; source_table: string; changes: unknown }>`
      select action, user_uid, source_table, changes from core_change_history
      where entity = 'probe' and entity_id = ${String(id)} order by "ID"`.execute(db);
    return rows;
  });

it('records an insert, an update field by field with the user, and a delete, in the writing transaction', async () => {
  await k.tenant(async (db) => {
    await recordChangesAs(db, 'u-first');
    await db.insertInto('kit_hist').values({ ID: 1, Name: 'erste Fassung' }).execute();
  });
  await k.tenant(async (db) => {
    await recordChangesAs(db, 'u-second');
    await db
      .updateTable('kit_hist')
      .set({ Name: 'zweite Fassung', ID_Status: 7, Version: 2, Bearbeitungsdatum: sql`now()`, Bearbeiter_User_Uid: 'u-second' })
      .where('ID', '=', 1)
      .execute();
  });
  // Only technical columns changed: no entry.
  await k.tenant((db) =>
    db
      .updateTable('kit_hist')
      .set({ Version: 3, Bearbeitungsdatum: sql`now()` })
      .where('ID', '=', 1)
      .execute(),
  );
  await k.tenant((db) => db.deleteFrom('kit_hist').where('ID', '=', 1).execute());

  expect(await historyOf(1)).toEqual([
    {
      action: 'insert',
      user_uid: 'u-first',
      source_table: 'kit_hist',
      changes: [
        { field: 'Name', old: null, new: 'erste Fassung' },
        { field: 'ID_Status', old: null, new: 6 },
      ],
    },
    {
      action: 'update',
      user_uid: 'u-second',
      source_table: 'kit_hist',
      changes: [
        { field: 'Name', old: 'erste Fassung', new: 'zweite Fassung' },
        { field: 'ID_Status', old: 6, new: 7 },
      ],
    },
    {
      action: 'delete',
      user_uid: null,
      source_table: 'kit_hist',
      changes: [
        { field: 'Name', old: 'zweite Fassung', new: null },
        { field: 'ID_Status', old: 7, new: null },
      ],
    },
  ]);
});

it('records a child row under its parent, without its binary column', async () => {
  await k.tenant(async (db) => {
    await recordChangesAs(db, 'u-child');
    await db.insertInto('kit_hist').values({ ID: 2, Name: 'Eltern' }).execute();
    await db
      .insertInto('kit_hist_child')
      .values({ ID_Parent: 2, Note: 'Anlage', Blob: Buffer.from('geheim') })
      .execute();
  });
  const rows = await historyOf(2);
  expect(rows.map((r) => r.source_table)).toEqual(['kit_hist', 'kit_hist_child']);
  expect(rows[1]).toEqual({ action: 'insert', user_uid: 'u-child', source_table: 'kit_hist_child', changes: [{ field: 'Note', old: null, new: 'Anlage' }] });
});

it('records nothing when a save deletes a child row and inserts it again unchanged', async () => {
  await k.tenant((db) => db.insertInto('kit_hist').values({ ID: 4, Name: 'mit Anlage' }).execute());
  await k.tenant((db) => db.insertInto('kit_hist_child').values({ ID_Parent: 4, Note: 'bleibt' }).execute());
  const before = await historyOf(4);
  await k.tenant(async (db) => {
    await db.deleteFrom('kit_hist_child').where('ID_Parent', '=', 4).execute();
    await db
      .insertInto('kit_hist_child')
      .values([
        { ID_Parent: 4, Note: 'bleibt' },
        { ID_Parent: 4, Note: 'neu' },
      ])
      .execute();
  });
  const after = await historyOf(4);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length)).toEqual([
    { action: 'insert', user_uid: null, source_table: 'kit_hist_child', changes: [{ field: 'Note', old: null, new: 'neu' }] },
  ]);
});

it('keeps no entry of a transaction that rolled back', async () => {
  await expect(
    k.tenant(async (db) => {
      await db.insertInto('kit_hist').values({ ID: 3, Name: 'verworfen' }).execute();
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  expect(await historyOf(3)).toEqual([]);
});
