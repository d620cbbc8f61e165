import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/db/startup';
import { serverModules } from '../src/modules';

/** Env keys the global setup passes to the test workers. */
export const TEMPLATE_DIR_ENV = 'VWS_TEST_TEMPLATE_DIR';
export const TEMPLATE_DB_ENV = 'VWS_TEST_TEMPLATE_DB';
export const TEST_DEMO_PASSWORD = 'Demo-Passwort-1';

export function testEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { DEMO_PASSWORD: TEST_DEMO_PASSWORD, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', ...extra };
}

export function databaseUrlWith(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Template databases of earlier runs that were killed before their teardown. */
async function dropStaleTemplates(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'vws_test_template_%'");
    for (const { datname } of rows) {
      const pid = Number(datname.slice('vws_test_template_'.length));
      if (!isAlive(pid)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/** Builds the migrated, demo-seeded template once per test run: a PGlite data directory, or a PostgreSQL template database. */
export async function buildTemplate(): Promise<{ dir?: string; database?: string }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    await dropStaleTemplates(pgUrl);
    const database = `vws_test_template_${process.pid}`;
    await adminQuery(pgUrl, `drop database if exists ${database}`);
    await adminQuery(pgUrl, `create database ${database}`);
    const secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-test-secrets-'));
    try {
      const config = loadConfig(testEnv({ DATABASE_URL: databaseUrlWith(pgUrl, database), DATA_DIR: secretsDir }));
      const prepared = await prepareDatabase(config, serverModules);
      await prepared.close();
    } finally {
      fs.rmSync(secretsDir, { recursive: true, force: true });
    }
    return { database };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-test-template-'));
  const config = loadConfig(testEnv({ DATA_DIR: dir }));
  const prepared = await prepareDatabase(config, serverModules);
  await prepared.close();
  return { dir };
}
