import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MasterData } from '@vws/shared/contract/customer';
import type { HistoryResponse } from '@vws/shared/contract/history';
import { createTestApp, type TestApp } from '../../../test/app';
import type { ServerModule } from '../module';
import { historyRoutes } from './routes';

jest.setTimeout(30_000);

let t: TestApp;
let muster: string;
let beispiel: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
  beispiel = await t.customerUid('Beispiel AG');
});
afterAll(() => t.close());

const historyUrl = (entity: string, id: string | number, customerUid = muster) => `/api/common/history?customer_uid=${customerUid}&entity=${entity}&id=${id}`;

async function editMasterData(email: string, change: Partial<MasterData>): Promise<void> {
  const client = await t.as(email);
  const current: MasterData = (await client.get(`/api/customer/master-data?customer_uid=${muster}`)).json().masterData;
  const res = await client.put(`/api/customer/master-data-edit?customer_uid=${muster}`, { masterDataModel: { ...current, ...change } });
  expect(res.statusCode).toBe(200);
}

it('answers two users’ edits newest first, with their names and the old and new value of each field', async () => {
  await editMasterData('dsb@example.com', { ort: 'Köln-Deutz' });
  await editMasterData('kundenadmin@example.com', { ort: 'Bonn', plz: '53111' });

  const res = await (await t.as('leser@example.com')).get(historyUrl('master_data', 1));
  expect(res.statusCode).toBe(200);
  const { entries, truncated }: HistoryResponse = res.json();
  expect(truncated).toBe(false);
  expect(entries.slice(0, 2).map((e) => [e.action, e.userName, e.table, e.changes])).toEqual([
    [
      'update',
      'Klaus Adler',
      'customer_stammdaten',
      [
        { field: 'plz', old: '50672', new: '53111' },
        { field: 'ort', old: 'Köln-Deutz', new: 'Bonn' },
      ],
    ],
    ['update', 'Dana Schulz', 'customer_stammdaten', [{ field: 'ort', old: 'Köln', new: 'Köln-Deutz' }]],
  ]);
  expect(entries[0]!.ID).toBeGreaterThan(entries[1]!.ID);
  // The seed wrote the row without a user.
  expect(entries.at(-1)).toMatchObject({ action: 'insert', userName: null, userUid: null });
});

it('shows a question’s documents and relations under the question', async () => {
  const schema = (await t.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', muster).executeTakeFirstOrThrow()).schema_name;
  const { rows } = await sql<{ entity_id: string; source_table: string }>`
    select distinct entity_id, source_table from ${sql.table(`${schema}.core_change_history`)}
    where entity = 'audit_question' and source_table <> 'audit_fragen' limit 1`.execute(t.db);
  expect(rows).toHaveLength(1);
  const res = await (await t.as('dsb@example.com')).get(historyUrl('audit_question', rows[0]!.entity_id));
  expect(res.statusCode).toBe(200);
  expect((res.json() as HistoryResponse).entries.map((e) => e.table)).toEqual(expect.arrayContaining(['audit_fragen', rows[0]!.source_table]));
});

it("refuses a user without the entity's view permission, and a record the VVT rules hide", async () => {
  const po = await t.as('po@example.com');
  expect((await po.get(historyUrl('audit_question', 1))).statusCode).toBe(403);
  expect((await po.get(historyUrl('data_transfer', 1))).statusCode).toBe(403);
  expect((await (await t.as('mitglied@example.com')).get(historyUrl('audit_question', 1))).statusCode).toBe(403);
  expect((await (await t.as('mitglied@example.com')).get(historyUrl('master_data', 1))).statusCode).toBe(200);
  // The PO sees the history of assigned records only (like the record itself).
  const poUid = (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'po@example.com').executeTakeFirstOrThrow()).user_uid;
  const schema = (await t.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', muster).executeTakeFirstOrThrow()).schema_name;
  const { rows } = await sql<{ assigned: number | null; other: number | null }>`
    select (select min(z."ID_Verarbeitung") from ${sql.table(`${schema}.vvt_zuweisungen`)} z where z.user_uid = ${poUid}) as assigned,
           (select min(v."ID") from ${sql.table(`${schema}.vvt_verarbeitungen`)} v
             where exists (select 1 from ${sql.table(`${schema}.vvt_zuweisungen`)} z where z."ID_Verarbeitung" = v."ID")
               and not exists (select 1 from ${sql.table(`${schema}.vvt_zuweisungen`)} z where z."ID_Verarbeitung" = v."ID" and z.user_uid = ${poUid})) as other`.execute(
    t.db,
  );
  expect(rows[0]!.assigned).not.toBeNull();
  expect((await po.get(historyUrl('vvt_record', rows[0]!.assigned!))).statusCode).toBe(200);
  if (rows[0]!.other !== null) expect((await po.get(historyUrl('vvt_record', rows[0]!.other))).statusCode).toBe(403);
});

it('refuses a foreign customer, an unknown entity and an id with other characters', async () => {
  const dsb = await t.as('dsb@example.com');
  expect((await dsb.get(historyUrl('master_data', 1, beispiel))).statusCode).toBe(403);
  expect((await dsb.get(historyUrl('users', 1))).statusCode).toBe(400);
  expect((await dsb.get(historyUrl('master_data', "1'--"))).statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: historyUrl('master_data', 1) })).statusCode).toBe(401);
});

it('refuses to start when a history entity needs a view permission its contract does not admit', async () => {
  const app = Fastify();
  const stray: ServerModule = {
    name: 'stray',
    tenantMigrations: {},
    routes: async () => {},
    historyEntities: [{ entity: 'master_data', view: 'VWS_Data_Export' }],
  };
  app.decorate('platform', { modules: [stray] } as unknown as FastifyInstance['platform']);
  await expect(app.register(historyRoutes).ready()).rejects.toThrow('History entities need VWS_Data_Export: add it to HISTORY_VIEW_PERMISSIONS');
  await app.close();
});
