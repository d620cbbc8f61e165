/**
 * Requests per second of the audit list (GET /api/audit/auditfragen) through one and through two
 * API processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database, with autocannon
 * spreading its connections over the processes' ports as a round-robin load balancer would.
 *
 *   cd server && npx tsx src/modules/audit/bench/audit-list-rps.bench.ts [questions=3000] [seconds=10] [connections=16]
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test;
 * a database of its own is created and dropped). Redis (TEST_REDIS_URL, default
 * redis://127.0.0.1:6379) shares the rate limits when reachable, as in production.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../../db/open';
import { TenantDatabases } from '../../../db/tenants';
import { type ApiProcess, reachable, startApiProcess } from '../../../../test/api-process';
import { call, signIn } from '../../../../test/http-client';
import { redisNamespace, SHARED_REDIS_URL } from '../../../../test/shared-backends';
import { adminQuery, databaseUrlWith, TEST_DEMO_PASSWORD } from '../../../../test/template';
import { fillQuestions } from '../../../../test/bench/fill-questions';

const QUESTIONS = Number(process.argv[2] ?? 3000);
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.argv[4] ?? 16);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/** autocannon against one or several base URLs; its connections are spread over them in turn. */
async function load(label: string, urls: string[], cookie: string, seconds: number): Promise<Figures> {
  const result = await autocannon({
    // autocannon accepts an array of URLs (connection i goes to urls[i % n]); its types name one.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

async function fill(databaseUrl: string, dataDir: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const tenants = new TenantDatabases(database.db, { connectTimeoutMs: 3000 });
  try {
    const location = await database.db
      .selectFrom('meta.customers')
      .select(['customer_uid', 'cluster_dsn', 'schema_name'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();
    await fillQuestions({ tenants }, location, QUESTIONS);
    return location.customer_uid;
  } finally {
    await tenants.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  if (!(await reachable(PG_URL))) {
    console.log(`SKIPPED: PostgreSQL at ${new URL(PG_URL).host} is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL)`);
    return;
  }
  const withRedis = await reachable(SHARED_REDIS_URL);
  const redis = redisNamespace('vws-bench');
  const name = `vws_bench_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(PG_URL, `create database ${name}`);
  const databaseUrl = databaseUrlWith(PG_URL, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-bench-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    RATE_LIMIT_MAX: '100000000',
    ...(withRedis ? { REDIS_URL: SHARED_REDIS_URL, REDIS_KEY_PREFIX: redis.keyPrefix } : {}),
  };
  const processes: ApiProcess[] = [];
  try {
    let started = Date.now();
    processes.push(await startApiProcess(env, 180_000)); // migrates and seeds the empty database
    console.log(`first API process ready (migrated, demo data) in ${Date.now() - started} ms`);
    started = Date.now();
    const customerUid = await fill(databaseUrl, dataDir);
    console.log(`${QUESTIONS} audit questions in Muster GmbH in ${Date.now() - started} ms`);
    processes.push(await startApiProcess(env));
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const cookie = await signIn(a.api, 'dsb@example.com', TEST_DEMO_PASSWORD);
    const listPath = `/audit/auditfragen?customer_uid=${customerUid}`;
    const first = await call(a.api, 'GET', listPath, { cookie });
    if (first.status !== 200) throw new Error(`audit list answered ${first.status}`);
    console.log(`list: ${first.body.auditfragen.length} questions, ${(JSON.stringify(first.body).length / 1024).toFixed(0)} KiB per answer`);
    const one = [`${a.api}${listPath}`];
    const two = [`${a.api}${listPath}`, `${b.api}${listPath}`];
    await load('warm-up', two, cookie, 2);
    const results = [await load('1 API process ', one, cookie, SECONDS), await load('2 API processes', two, cookie, SECONDS)];

    console.log(
      `\nGET /api/audit/auditfragen, ${QUESTIONS} questions, PostgreSQL ${new URL(PG_URL).host}, ${withRedis ? 'Redis rate limits' : 'in-process rate limits (no Redis)'}`,
    );
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} CPU cores (load average ${os.loadavg()[0].toFixed(1)}); autocannon runs on the same machine`,
    );
    for (const r of results) {
      console.log(
        `${r.label}  ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.requests} requests, ${r.failures} failed)`,
      );
    }
    console.log(`two vs one: ${(results[1]!.rps / results[0]!.rps).toFixed(2)}x`);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await adminQuery(PG_URL, `drop database if exists ${name} with (force)`);
    if (withRedis) await redis.clear();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
