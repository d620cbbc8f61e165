import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { nativeRequire } from '../platform/native-require';
import { acquireDataDirLock } from './lock';
import type { MetaDatabase } from './schema';
import { guardSingleConnection } from './tenant-scope';
import { keepAliveOnConnectionLoss } from './tenants';

export interface Database {
  db: Kysely<MetaDatabase>;
  kind: 'pglite' | 'postgres';
  /** Closes the pool, then PGlite (flushing it to disk), then releases the data-dir lock. */
  close(): Promise<void>;
}

type PGliteModule = typeof import('@electric-sql/pglite');
type PGliteNodePostgres = typeof import('@electric-sql/pglite/node-postgres');

/** Node's own loader: PGlite imports its WebAssembly dynamically, which Jest's sandbox refuses. */
function loadPGlite(): { PGlite: PGliteModule['PGlite']; createPgConfig: PGliteNodePostgres['createPgConfig'] } {
  const { PGlite } = nativeRequire<PGliteModule>('@electric-sql/pglite');
  const { createPgConfig } = nativeRequire<PGliteNodePostgres>('@electric-sql/pglite/node-postgres');
  return { PGlite, createPgConfig };
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** PGlite in <dataDir>/pglite behind an exclusive lock, or PostgreSQL when DATABASE_URL is set. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    keepAliveOnConnectionLoss(pool);
    const db = new Kysely<MetaDatabase>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const release = acquireDataDirLock(config.dataDir);
  try {
    const dir = pgliteDir(config.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const { PGlite, createPgConfig } = loadPGlite();
    const lite = new PGlite(dir);
    await lite.waitReady;
    // PGlite is one connection: the pool must never open a second client. A request that waits
    // this long for it is stuck (e.g. a nested meta query inside withTenant), so fail loudly.
    const pool = new pg.Pool({ ...(createPgConfig(lite) as object), max: 1, connectionTimeoutMillis: 60_000 });
    const db = new Kysely<MetaDatabase>({ dialect: new PostgresDialect({ pool: guardSingleConnection(pool) }) });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      async close() {
        if (closed) return;
        closed = true;
        try {
          await db.destroy();
          await lite.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
