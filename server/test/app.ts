import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import type { ResponseDrift } from '../src/platform/response-check';
import { type Config, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import type { MetaDatabase } from '../src/db/schema';
import { TenantDatabases } from '../src/db/tenants';
import type { Mailer, MailMessage } from '../src/email/mailer';
import { serverModules } from '../src/modules';
import type { ServerModule } from '../src/platform/module';
import { shimEsmOnlyDependencies } from './jest-esm-shims';
import { adminQuery, buildTemplate, databaseUrlWith, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, TEST_DEMO_PASSWORD, testEnv } from './template';

export { TEST_DEMO_PASSWORD };

// Opening a copied PGlite directory and the app takes a few seconds on a busy 2-core machine
// (the whole workspace's Jest projects run side by side); Jest's default 5 s per hook is too tight.
// A test file may still set its own, larger timeout after importing this module.
if (typeof jest !== 'undefined') jest.setTimeout(30_000);

export interface Session {
  /** Cookie header value, e.g. "vws_access=...; vws_refresh=...". */
  cookie: string;
  /** Headers for a state-changing call: cookie + X-Requested-With. */
  headers: Record<string, string>;
  usermodel: { user_uid: string; email: string; firstname: string; lastname: string };
}

type Body = InjectOptions['payload'];

/** inject() helpers of one signed-in user; the customer_uid query is added when `customer` is given. */
export interface UserClient {
  session: Session;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body): Promise<LightMyRequestResponse>;
  delete(url: string, body?: Body): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Kysely<MetaDatabase>;
  tenants: TenantDatabases;
  /** Every e-mail the app sent (nothing is written to disk or sent). */
  mails: MailMessage[];
  signIn(email: string, password?: string): Promise<Session>;
  /** A signed-in client for a demo account (signs in once per e-mail). */
  as(email: string): Promise<UserClient>;
  /** customer_uid of a demo customer by name ('Muster GmbH', 'Beispiel AG', 'Vorlagen'). */
  customerUid(name: string): Promise<string>;
  /** Answers that did not match their endpoint contract (each also answered 500); close() fails when any. */
  drifts: ResponseDrift[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. { LOCKOUT_THRESHOLD: '3' }). */
  env?: Record<string, string>;
  config?: Partial<Config>;
  modules?: readonly ServerModule[];
  /**
   * false: answers are not checked against their contracts (default true). Benchmarks measure the
   * server as it runs in production, where the check (parse and validate every answer) is not made.
   */
  checkResponses?: boolean;
  /** Fastify's logger (default none), e.g. a stream that collects the log lines a benchmark reports. */
  logger?: Parameters<typeof buildApp>[0]['logger'];
}

/** Set-Cookie headers of a response as one Cookie header value (cleared cookies left out). */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '' && (c.maxAge === undefined || c.maxAge > 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

async function templateLocation(): Promise<{ dir?: string; database?: string }> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const database = process.env[TEMPLATE_DB_ENV];
  if (dir || database) return { dir, database };
  // Run outside the project's globalSetup (e.g. a single file with another runner): build one now.
  const built = await buildTemplate();
  if (built.dir) process.env[TEMPLATE_DIR_ENV] = built.dir;
  if (built.database) process.env[TEMPLATE_DB_ENV] = built.database;
  return built;
}

/**
 * A fresh copy of the migrated, demo-seeded template per call (PGlite: a copied data directory;
 * TEST_DATABASE_URL: a database created from the template database), and the whole app on it.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  shimEsmOnlyDependencies();
  const template = await templateLocation();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseName: string | undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_IP_RATE_LIMIT_MAX: '5000',
    RATE_LIMIT_MAX: '100000',
    ...options.env,
  };
  if (pgUrl && template.database) {
    databaseName = `vws_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(pgUrl, `create database ${databaseName} template ${template.database}`);
    env.DATABASE_URL = databaseUrlWith(pgUrl, databaseName);
  } else if (template.dir) {
    fs.cpSync(template.dir, dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'vws.lock'), { force: true });
  }
  const config = loadConfig(testEnv(env), options.config);
  const database = await openDatabase(config);
  const tenants = new TenantDatabases(database.db, { connectTimeoutMs: config.tenantConnectTimeoutMs });
  const mails: MailMessage[] = [];
  // Every answer is checked against its endpoint contract; a mismatch answers 500 and fails close().
  const drifts: ResponseDrift[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: database.db,
      tenants,
      mailer,
      modules: options.modules ?? serverModules,
      logger: options.logger ?? false,
      onResponseDrift: options.checkResponses === false ? undefined : (drift) => drifts.push(drift),
    });
    await app.ready();
  } catch (err) {
    // A refused start (e.g. a route without an access declaration) must not leak the database copy.
    await tenants.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl && databaseName) await adminQuery(pgUrl, `drop database if exists ${databaseName} with (force)`);
    throw err;
  }

  const signIn = async (email: string, password = TEST_DEMO_PASSWORD): Promise<Session> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    const cookie = cookieHeaderFrom(res);
    return { cookie, headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, usermodel: res.json().usermodel };
  };

  const clients = new Map<string, UserClient>();
  const as = async (email: string): Promise<UserClient> => {
    const existing = clients.get(email);
    if (existing) return existing;
    const session = await signIn(email);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => (url: string, body?: Body) =>
      app.inject({ method, url, headers: session.headers, ...(body === undefined ? {} : { payload: body }) });
    const client: UserClient = { session, get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
    clients.set(email, client);
    return client;
  };

  const customerUid = async (name: string) =>
    (await database.db.selectFrom('meta.customers').select('customer_uid').where('name', '=', name).executeTakeFirstOrThrow()).customer_uid;

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await tenants.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl && databaseName) await adminQuery(pgUrl, `drop database if exists ${databaseName} with (force)`);
    if (drifts.length > 0) {
      throw new Error(`Answers that their endpoint contract does not describe:\n${drifts.map((d) => `${d.call}: ${d.issues.join('; ')}`).join('\n')}`);
    }
  };

  return { app, config, db: database.db, tenants, mails, drifts, signIn, as, customerUid, close };
}
