import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The file the portal serves as /remotes.json (REMOTES_JSON, as an operator configures it): the
 * built remotes on the portal's own origin, plus `overrides` (name → manifest URL), e.g. a remote
 * deployed on another origin (tests/remote-deployment.spec.ts rewrites it while the server runs).
 */
export function remotesJsonFile(dataDir: string): string {
  return path.join(dataDir, 'remotes.json');
}

export function writeRemotesJson(dataDir: string, overrides: Record<string, string> = {}, omit: readonly string[] = []): void {
  const remotes = path.join(REPO_ROOT, 'remotes');
  const names = readdirSync(remotes).filter((name) => existsSync(path.join(remotes, name, 'dist/mf-manifest.json')) && !omit.includes(name));
  const list = names.sort().map((name) => ({ name, manifest: overrides[name] ?? `/remotes/${name}/mf-manifest.json` }));
  writeFileSync(remotesJsonFile(dataDir), JSON.stringify(list, null, 2));
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The PostgreSQL database of its own (E2E_DATABASE_URL), else undefined: PGlite in dataDir. */
  databaseUrl?: string;
  process: ChildProcess;
}

interface PgModule {
  Client: new (options: { connectionString?: string }) => { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
}

/**
 * E2E_DATABASE_URL (a PostgreSQL server's maintenance database, e.g. postgres://postgres@127.0.0.1:5432/postgres)
 * gives each portal server a new, empty database there, seeded with the demo data by the server as
 * on PGlite, and dropped by stopServer. Without it the server keeps the embedded PGlite in its data
 * directory (npm start's database).
 */
async function withMaintenanceDatabase<T>(run: (query: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  // The server's PostgreSQL driver: the e2e package has no database code of its own.
  const { Client } = createRequire(path.join(REPO_ROOT, 'server/package.json'))('pg') as PgModule;
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await run((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

async function createDatabase(): Promise<string | undefined> {
  if (!process.env.E2E_DATABASE_URL) return undefined;
  const name = `vws_e2e_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await withMaintenanceDatabase((query) => query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl || !process.env.E2E_DATABASE_URL) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^vws_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`not a database of the e2e run: ${name}`);
  await withMaintenanceDatabase((query) => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy within ${timeoutMs} ms`);
}

/** The real server (npx tsx server/src/main.ts) on a free port with a fresh data directory (demo data seeded). */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  for (const dist of ['shell/dist/index.html', 'remotes/customer/dist/mf-manifest.json']) {
    if (!existsSync(path.join(REPO_ROOT, dist))) throw new Error(`${dist} is missing: build first (npm run build)`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vws-e2e-'));
  writeRemotesJson(dataDir);
  const databaseUrl = await createDatabase();
  const baseUrl = `http://127.0.0.1:${port}`;
  const tsx = path.join(REPO_ROOT, 'server/node_modules/.bin/tsx');
  const serverCommand = existsSync(tsx) ? [tsx, 'src/main.ts'] : ['npx', 'tsx', 'src/main.ts'];
  const server = spawn(process.execPath, [path.join(__dirname, 'server-watchdog.cjs'), String(process.pid), dataDir, ...serverCommand], {
    cwd: path.join(REPO_ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes are the suite, not an attack.
      AUTH_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      REMOTES_JSON: remotesJsonFile(dataDir),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseUrl, server, 90_000);
  return { baseUrl, dataDir, databaseUrl, process: server };
}

export async function stopServer(pid: number, dataDir: string, databaseUrl?: string): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // stopped cleanly
  }
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(databaseUrl);
}
