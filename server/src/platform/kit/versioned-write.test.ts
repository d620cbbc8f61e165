import { sql } from 'kysely';
import { HttpError } from '../request-context';
import { openKitTestDb, createProbeTable, type KitTestDb } from './test-db';
import { versionedUpdate } from './versioned-write';

jest.setTimeout(30_000);

interface ProbeTables {
  kit_versioned: { ID: number; Name: string; Version: number; Bearbeitungsdatum: Date; Bearbeiter_User_Uid: string };
}

let k: KitTestDb;
beforeAll(async () => {
  k = await openKitTestDb();
  await createProbeTable(k, 'kit_versioned');
});
afterAll(() => k.t.close());

let nextId = 1;
async function row(name = 'erste Fassung') {
  const ID = nextId++;
  await k.tenant((db) =>
    db
      .insertInto('kit_versioned')
      .values({ ID, Name: name, Bearbeitungsdatum: sql`now() - interval '1 day'` })
      .execute(),
  );
  return ID;
}
const read = (ID: number) => k.tenant((db) => db.selectFrom('kit_versioned').selectAll().where('ID', '=', ID).executeTakeFirstOrThrow());
const save = (ID: number, version: number, Name: string, forceUpdate = false, editor = 'u-1') =>
  k.tenant((db) =>
    versionedUpdate(db as never as import('kysely').Kysely<ProbeTables>, 'kit_versioned', { id: ID, version, forceUpdate, editor, values: { Name } }),
  );

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

it('stores the values with Version + 1, the editor and the time of the save', async () => {
  const ID = await row();
  const before = await read(ID);
  expect(await save(ID, 1, 'zweite Fassung', false, 'u-editor')).toBe(2);
  const after = await read(ID);
  expect(after).toMatchObject({ Name: 'zweite Fassung', Version: 2, Bearbeiter_User_Uid: 'u-editor' });
  expect(new Date(after.Bearbeitungsdatum).getTime()).toBeGreaterThan(new Date(before.Bearbeitungsdatum).getTime());
});

it('refuses a stale Version with one 409 itemHasBeenChanged and stores nothing', async () => {
  const ID = await row();
  await save(ID, 1, 'von Anna');
  const error = await refusal(save(ID, 1, 'von Bert'));
  expect(error).toMatchObject({ statusCode: 409, code: 'itemHasBeenChanged', extra: { itemHasBeenChanged: true } });
  expect(await read(ID)).toMatchObject({ Name: 'von Anna', Version: 2 });
});

it('overwrites with forceUpdate and still raises the Version', async () => {
  const ID = await row();
  await save(ID, 1, 'von Anna');
  expect(await save(ID, 1, 'von Bert', true)).toBe(3);
  expect(await read(ID)).toMatchObject({ Name: 'von Bert', Version: 3 });
});

it('answers 404 for a row that does not exist', async () => {
  expect(await refusal(save(999_999, 1, 'nichts'))).toMatchObject({ statusCode: 404, code: 'notFound' });
});

it('lets exactly one of two concurrent saves of the same Version through (row lock)', async () => {
  const ID = await row();
  const results = await Promise.allSettled([save(ID, 1, 'A'), save(ID, 1, 'B')]);
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(ok).toHaveLength(1);
  expect(refused).toHaveLength(1);
  expect(refused[0].reason).toMatchObject({ statusCode: 409, code: 'itemHasBeenChanged' });
  expect((await read(ID)).Version).toBe(2);
});
