import { sql, type Kysely } from 'kysely';
import { HttpError } from '../request-context';
import { countReferences, loadReferenceList, saveReferenceList, type ReferenceListDef } from './reference-list';
import { openKitTestDb, type KitTestDb } from './test-db';

jest.setTimeout(30_000);

interface ProbeTables {
  kit_ref: { ID: number; Name: string; Paket: number; Bearbeitungsdatum: Date; Bearbeiter_User_Uid: string };
  kit_ref_use: { ID_Ref: number };
}
type Db = Kysely<ProbeTables>;

const LIST: ReferenceListDef<ProbeTables> = {
  key: 'refs',
  table: 'kit_ref',
  extraColumns: ['Paket'],
  inUse: countReferences<ProbeTables>('kit_ref_use', 'ID_Ref'),
  readOnly: { when: (row) => row.Paket === 1, message: 'fixed' },
  insertValues: { Paket: 2 },
};

let k: KitTestDb;
beforeAll(async () => {
  k = await openKitTestDb();
  await k.tenant(async (db) => {
    await db.schema
      .createTable('kit_ref')
      .addColumn('ID', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('Name', 'text', (c) => c.notNull())
      .addColumn('Paket', 'integer', (c) => c.notNull())
      .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('kit_ref_use')
      .addColumn('ID_Ref', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('kit_ref')
      .values([
        { Name: 'Fest', Paket: 1 },
        { Name: 'Benutzt', Paket: 2 },
        { Name: 'Frei', Paket: 2 },
      ])
      .execute();
    await db
      .insertInto('kit_ref_use')
      .values([{ ID_Ref: 2 }, { ID_Ref: 2 }])
      .execute();
  });
});
afterAll(() => k.t.close());

const load = () => k.tenant((db) => loadReferenceList(db as Db, LIST));
const save = (entries: { ID: number; Name: string; isModified?: boolean; isDeleted?: boolean }[]) =>
  k.tenant((db) =>
    saveReferenceList(
      db as Db,
      LIST,
      entries.map((e) => ({ isModified: false, isDeleted: false, ...e })),
      'u-editor',
    ),
  );
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

it('answers ID, Name and the declared columns, ordered by ID', async () => {
  expect(await load()).toEqual([
    { ID: 1, Name: 'Fest', Paket: 1 },
    { ID: 2, Name: 'Benutzt', Paket: 2 },
    { ID: 3, Name: 'Frei', Paket: 2 },
  ]);
});

it('refuses to delete an entry its in-use predicate reports as used: 409 inUse with count and field, nothing stored', async () => {
  const error = await refusal(
    save([
      { ID: -1, Name: 'Neu', isModified: true },
      { ID: 2, Name: 'Benutzt', isDeleted: true },
    ]),
  );
  expect(error).toMatchObject({
    statusCode: 409,
    code: 'inUse',
    extra: { ID: 2, Name: 'Benutzt', count: 2, fields: [{ path: 'refs.1', message: 'inUse' }] },
  });
  expect(error.message).toBe('“Benutzt” is still used 2 times and cannot be deleted.');
  expect((await load()).map((r) => r.Name)).toEqual(['Fest', 'Benutzt', 'Frei']);
});

it('refuses to change a read-only entry with 400 and the declared message', async () => {
  const error = await refusal(save([{ ID: 1, Name: 'Anders', isModified: true }]));
  expect(error).toMatchObject({ statusCode: 400, code: 'validation', extra: { fields: [{ path: 'refs.0', message: 'fixed' }] } });
});

it('refuses empty and repeated names with 400', async () => {
  expect((await refusal(save([{ ID: -1, Name: ' ', isModified: true }]))).statusCode).toBe(400);
  expect((await refusal(save([{ ID: -1, Name: 'frei', isModified: true }]))).extra).toEqual({ fields: [{ path: 'refs', message: 'duplicate: frei' }] });
});

it('deletes unused entries, renames and inserts with the declared values and the editor stamp', async () => {
  await save([
    { ID: 3, Name: 'Frei', isDeleted: true },
    { ID: 2, Name: 'Umbenannt', isModified: true },
    { ID: -1, Name: 'Neu', isModified: true },
  ]);
  const rows = await k.tenant((db) => (db as Db).selectFrom('kit_ref').selectAll().orderBy('ID').execute());
  expect(rows.map(({ Name, Paket, Bearbeiter_User_Uid }) => ({ Name, Paket, Bearbeiter_User_Uid }))).toEqual([
    { Name: 'Fest', Paket: 1, Bearbeiter_User_Uid: '' },
    { Name: 'Umbenannt', Paket: 2, Bearbeiter_User_Uid: 'u-editor' },
    { Name: 'Neu', Paket: 2, Bearbeiter_User_Uid: 'u-editor' },
  ]);
});
