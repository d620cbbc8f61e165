import net from 'node:net';
import { ROLES } from '@vws/shared/permissions';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/app';
import { probeModule } from '../../test/probe-module';
import { type Cluster, postgresBinariesPresent, startCluster } from '../../test/second-cluster';
import { serverModules } from '../modules';
import { createCustomer, migrateAllTenants } from './customers';

jest.setTimeout(90_000);

let t: TestApp;
let muster: string;
let dsbUid: string;
const modules = [...serverModules, probeModule];

beforeAll(async () => {
  t = await createTestApp({ modules, env: { TENANT_CONNECT_TIMEOUT_MS: '700' } });
  muster = await t.customerUid('Muster GmbH');
  dsbUid = (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'dsb@example.com').executeTakeFirstOrThrow()).user_uid;
});
afterAll(() => t.close());

async function catalogCustomer(name: string, clusterDsn: string): Promise<string> {
  const { customer_uid } = await t.db
    .insertInto('meta.customers')
    .values({ name, cluster_dsn: clusterDsn, schema_name: `c_${name.toLowerCase().replace(/[^a-z]/g, '')}` })
    .returning('customer_uid')
    .executeTakeFirstOrThrow();
  await addMember(customer_uid);
  return customer_uid;
}

async function addMember(customerUid: string) {
  await t.db
    .insertInto('meta.memberships')
    .values([ROLES.Mitglied.id, ROLES.DSB.id].map((role_id) => ({ user_uid: dsbUid, customer_uid: customerUid, role_id })))
    .execute();
}

describe('catalog routing with an unreachable cluster', () => {
  let silent: net.Server;
  let silentPort: number;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: the connect timeout must end the wait.
    silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers 503 customerDBNotAvailable for that customer only; the others keep working', async () => {
    const refused = await catalogCustomer('Verweigert GmbH', 'postgres://postgres@127.0.0.1:1/vws');
    const hanging = await catalogCustomer('Schweigt GmbH', `postgres://postgres@127.0.0.1:${silentPort}/vws`);
    const dsb = await t.as('dsb@example.com');

    const res = await dsb.get(`/api/probe/freitext?customer_uid=${refused}`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'customerDBNotAvailable', message: expect.any(String) });

    const started = Date.now();
    const slow = await dsb.get(`/api/probe/freitext?customer_uid=${hanging}`);
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);

    const fine = await dsb.get(`/api/probe/freitext?customer_uid=${muster}`);
    expect(fine.statusCode).toBe(200);
  });

  it('migrates every reachable tenant and reports the unreachable one', async () => {
    const reports = await migrateAllTenants(t.db, t.tenants, modules);
    const byName = Object.fromEntries(reports.map((r) => [r.name, r]));
    expect(byName['Verweigert GmbH']!.error).toBeDefined();
    expect(byName['Muster GmbH']).toMatchObject({ applied: [] });
    expect(byName['Muster GmbH']!.error).toBeUndefined();
    // Each run is kept in the catalog: the unreachable one's reason, the others' applied migrations.
    const rows = await t.db.selectFrom('meta.customers').select(['name', 'applied_migrations', 'migration_error']).execute();
    const state = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(state['Verweigert GmbH']!.migration_error).toEqual(expect.any(String));
    expect(state['Muster GmbH']).toMatchObject({ migration_error: null, applied_migrations: expect.arrayContaining(['audit_0001_init']) });
  });
});

const describeCluster = postgresBinariesPresent() ? describe : describe.skip;
if (!postgresBinariesPresent()) {
  console.warn('SKIPPED: second-cluster routing test (no PostgreSQL binaries at /usr/lib/postgresql/15/bin; set VWS_PG_BIN)');
}

describeCluster('catalog routing to a second PostgreSQL cluster', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(() => cluster?.remove());

  it('creates the customer schema on that cluster and serves it from there', async () => {
    const created = await createCustomer(t.db, t.tenants, modules, { name: 'Zweitcluster AG', clusterDsn: cluster.dsn });
    await addMember(created.customer_uid);
    const dsb = await t.as('dsb@example.com');
    const write = await dsb.put(`/api/probe/freitext?customer_uid=${created.customer_uid}`, { key: 'Vvt_Freitext', Wert: 'Auf Cluster zwei' });
    expect(write.statusCode).toBe(200);
    const read = await dsb.get(`/api/probe/freitext?customer_uid=${created.customer_uid}`);
    expect(read.json()).toContainEqual({ key: 'Vvt_Freitext', Wert: 'Auf Cluster zwei' });

    // The rows live on the second cluster, not in the main database.
    const client = new pg.Client({ connectionString: cluster.dsn });
    await client.connect();
    try {
      const { rows } = await client.query(`select "Wert" from "${created.schema_name}".core_freitext where key = 'Vvt_Freitext'`);
      expect(rows).toEqual([{ Wert: 'Auf Cluster zwei' }]);
    } finally {
      await client.end();
    }
    const inMain = await sql<{ n: number }>`select count(*)::int as n from information_schema.schemata where schema_name = ${created.schema_name}`.execute(
      t.db,
    );
    expect(inMain.rows[0]!.n).toBe(0);

    // When that cluster goes down, only its customer is affected.
    cluster.stop();
    expect((await dsb.get(`/api/probe/freitext?customer_uid=${created.customer_uid}`)).statusCode).toBe(503);
    expect((await dsb.get(`/api/probe/freitext?customer_uid=${muster}`)).statusCode).toBe(200);
  });
});
