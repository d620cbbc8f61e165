/**
 * Two real API processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database and one
 * Redis, as behind a load balancer: what one process writes the other serves at once (its list
 * cache included), sessions move freely between them, and the security counters are shared —
 * sign-in lockout and refresh-token reuse in the database, rate limits in Redis. A second
 * PostgreSQL cluster holds one customer; stopping it leaves every other customer working.
 * Runs where TEST_DATABASE_URL (and Redis) are reachable (.ci/run's PostgreSQL step).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiProcess, startApiProcess } from '../../test/api-process';
import { call, type HttpReply, sessionCookie, signIn } from '../../test/http-client';
import { type Cluster, postgresBinariesPresent, startCluster } from '../../test/second-cluster';
import { createSharedDatabase, redisNamespace, SHARED_REDIS_URL, sharedBackendsMissing, type SharedDatabase } from '../../test/shared-backends';
import { TEST_DEMO_PASSWORD } from '../../test/template';

jest.setTimeout(120_000);

const missing = sharedBackendsMissing();
if (missing) console.warn(`SKIPPED: two-API-process test (${missing})`);
const describeShared = missing ? describe.skip : describe;
const clusterMissing = postgresBinariesPresent() ? undefined : 'no PostgreSQL binaries at VWS_PG_BIN (default /usr/lib/postgresql/15/bin)';
if (!missing && clusterMissing) console.warn(`SKIPPED: second-cluster run (${clusterMissing})`);

const LOCKOUT_THRESHOLD = 3;
/** Per account and minute: the lockout test's five attempts on one account still pass it. */
const AUTH_RATE_LIMIT = 5;

describeShared('two API processes on one PostgreSQL and Redis', () => {
  let database: SharedDatabase;
  const redis = redisNamespace('vws-test-mp');
  const dataDirs: string[] = [];
  let a: ApiProcess;
  let b: ApiProcess;
  let cluster: Cluster | undefined;
  let dsb: string;
  let muster: string;

  beforeAll(async () => {
    database = await createSharedDatabase('vws_mp');
    const sharedSecret = crypto.randomBytes(32).toString('base64url');
    const clusterStarting = clusterMissing ? Promise.resolve(undefined) : startCluster();
    const env = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-mp-'));
      dataDirs.push(dir);
      return {
        DATA_DIR: dir,
        DATABASE_URL: database.url,
        REDIS_URL: SHARED_REDIS_URL,
        REDIS_KEY_PREFIX: redis.keyPrefix,
        JWT_SECRET: sharedSecret,
        DEMO_PASSWORD: TEST_DEMO_PASSWORD,
        LOCKOUT_THRESHOLD: String(LOCKOUT_THRESHOLD),
        AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT),
        AUTH_IP_RATE_LIMIT_MAX: '500',
        RATE_LIMIT_MAX: '100000',
        TENANT_CONNECT_TIMEOUT_MS: '1000',
      };
    };
    // Both start at once, as in a rolling deploy: they take turns migrating and seeding (startup-lock.ts).
    [a, b] = await Promise.all([startApiProcess(env()), startApiProcess(env())]);
    cluster = await clusterStarting;
    dsb = await signIn(a.api, 'dsb@example.com', TEST_DEMO_PASSWORD);
    const customers = await call(b.api, 'GET', '/meta/customers', { cookie: dsb });
    muster = (customers.body.customers as { customer_uid: string; name: string }[]).find((c) => c.name === 'Muster GmbH')!.customer_uid;
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    cluster?.remove();
    await redis.clear();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both processes say they share their rate limits through Redis', () => {
    for (const p of [a, b]) expect(p.output()).toMatch(/Rate limits: shared by every API process in Redis/);
  });

  it('serves a write through one process from the other at once, the cached audit list included', async () => {
    const list = (p: ApiProcess) => call(p.api, 'GET', `/audit/auditfragen?customer_uid=${muster}`, { cookie: dsb });
    const blockNames = (reply: HttpReply) => new Set((reply.body.auditfragen as { Themenblock_Name: string }[]).map((q) => q.Themenblock_Name));
    // Both processes have the list in their cache now.
    for (const p of [a, b, a, b]) expect((await list(p)).status).toBe(200);
    const blocks = (await call(a.api, 'GET', `/audit/auditfragen-themenbloecke?customer_uid=${muster}`, { cookie: dsb })).body.themenbloecke as {
      ID: number;
      Name: string;
    }[];
    const block = blocks.find((bl) => bl.Name !== '')!;
    let name = block.Name;
    for (const [writer, reader] of [
      [a, b],
      [b, a],
    ] as const) {
      name = `${block.Name} (${writer.port})`;
      const saved = await call(writer.api, 'PUT', `/auditedit/themenbloecke?customer_uid=${muster}`, {
        cookie: dsb,
        body: { themenbloecke: [{ ID: block.ID, Name: name, isModified: true }] },
      });
      expect(saved.status).toBe(200);
      const read = await list(reader);
      expect(read.status).toBe(200);
      expect(blockNames(read)).toContain(name);
    }
  });

  it('mails each reminder once though both processes ran the start-up digest', async () => {
    // Both processes asked for the start-up digest before they served (onReady); wait until it is neither due nor running.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const digestPending = async () =>
        (await client.query(`select 1 from meta.jobs where unique_key = 'reminders.digest' and (state = 'running' or run_at <= now())`)).rowCount !== 0;
      for (let waited = 0; await digestPending(); waited += 200) {
        if (waited > 60_000) throw new Error('the start-up digest did not run');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const sent = await client.query(
        `select count(*)::int as n from meta.sent_reminders r join meta.users u using (user_uid) where u.email = 'dsb@example.com'`,
      );
      expect(sent.rows[0].n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    const outboxes = dataDirs.slice(0, 2).map((dir) => path.join(dir, 'outbox'));
    const digestsTo = (email: string) =>
      outboxes
        .flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : []))
        .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: =?UTF-8?Q?VWS-Datenschutzportal'));
    expect(digestsTo('dsb@example.com')).toHaveLength(1);
    expect(digestsTo('bearbeiter@example.com')).toHaveLength(1);
  });

  it('counts a sign-in lockout across both processes', async () => {
    const attempt = (p: ApiProcess, password: string) => call(p.api, 'POST', '/auth/sign-in', { body: { email: 'leser@example.com', password } });
    const failures = [];
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) failures.push((await attempt(i % 2 === 0 ? a : b, 'Falsches-Passwort-1')).status);
    // Each process saw fewer failures than the threshold; together they lock the account (the
    // failure that reaches the threshold already answers 423), even for the right password.
    expect(failures).toEqual([...Array(LOCKOUT_THRESHOLD - 1).fill(401), 423]);
    for (const p of [b, a]) {
      const locked = await attempt(p, TEST_DEMO_PASSWORD);
      expect(locked.status).toBe(423);
      expect(locked.body.error).toBe('signInLocked');
    }
  });

  it('counts the auth rate limit across both processes in Redis', async () => {
    const email = `niemand-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const ask = (p: ApiProcess) => call(p.api, 'POST', '/auth/request-new-password', { body: { email } });
    const answers = [];
    for (let i = 0; i < AUTH_RATE_LIMIT; i++) answers.push((await ask(i % 2 === 0 ? a : b)).status);
    expect(answers).toEqual(Array(AUTH_RATE_LIMIT).fill(200));
    for (const p of [a, b]) {
      const refused = await ask(p);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('requestLimitReached');
    }
    expect((await redis.keys()).some((key) => key.includes(email))).toBe(true);
  });

  it('signs in on one process and refreshes on the other; reuse of a used refresh token is detected across them', async () => {
    const first = await call(a.api, 'POST', '/auth/sign-in', { body: { email: 'bearbeiter@example.com', password: TEST_DEMO_PASSWORD } });
    expect(first.status).toBe(200);
    const refreshOnly = (reply: HttpReply) => `vws_refresh=${reply.cookies.vws_refresh}`;
    const refreshed = await call(b.api, 'POST', '/auth/token-refresh', { cookie: refreshOnly(first) });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.usermodel.email).toBe('bearbeiter@example.com');
    expect(refreshed.cookies.vws_refresh).not.toBe(first.cookies.vws_refresh);
    expect((await call(a.api, 'GET', '/meta/customers', { cookie: sessionCookie(refreshed) })).status).toBe(200);

    // The first token, already used on B, replayed on A by another client: the family is revoked everywhere.
    const replay = await call(a.api, 'POST', '/auth/token-refresh', { cookie: refreshOnly(first), headers: { 'user-agent': 'replay' } });
    expect(replay.status).toBe(401);
    expect((await call(b.api, 'POST', '/auth/token-refresh', { cookie: refreshOnly(refreshed) })).status).toBe(401);
    for (const p of [a, b]) expect((await call(p.api, 'GET', '/meta/customers', { cookie: sessionCookie(refreshed) })).status).toBe(401);
  });

  (clusterMissing ? it.skip : it)('puts one customer on a second PostgreSQL cluster; stopping it leaves the other customers working', async () => {
    const meta = await signIn(b.api, 'meta@example.com', TEST_DEMO_PASSWORD);
    const created = await call(b.api, 'POST', '/meta-admin/customer-create', {
      cookie: meta,
      body: { name: 'Zweitcluster AG', cluster: cluster!.dsn, dsb: { email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schutz' } },
    });
    expect(created.status).toBe(200);
    const second = created.body.customer_uid as string;

    // Written through A on the second cluster, read through B.
    const read = await call(a.api, 'GET', `/customer/master-data?customer_uid=${second}`, { cookie: dsb });
    expect(read.status).toBe(200);
    const { Bearbeitungsdatum: _when, Bearbeiter_User_Uid: _who, ...fields } = read.body.masterData;
    const saved = await call(a.api, 'PUT', `/customer/master-data-edit?customer_uid=${second}`, {
      cookie: dsb,
      body: { masterDataModel: { ...fields, ort: 'Zweitstadt' } },
    });
    expect(saved.status).toBe(200);
    expect((await call(b.api, 'GET', `/customer/master-data?customer_uid=${second}`, { cookie: dsb })).body.masterData.ort).toBe('Zweitstadt');

    cluster!.stop();
    for (const p of [a, b]) {
      const down = await call(p.api, 'GET', `/customer/master-data?customer_uid=${second}`, { cookie: dsb });
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('customerDBNotAvailable');
      expect((await call(p.api, 'GET', `/customer/master-data?customer_uid=${muster}`, { cookie: dsb })).status).toBe(200);
      expect((await call(p.api, 'GET', `/audit/auditfragen?customer_uid=${muster}`, { cookie: dsb })).status).toBe(200);
    }
  });
});
