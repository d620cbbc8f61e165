import { type Kysely, type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { ServerModule } from '../platform/module';
import * as meta0001 from './meta-migrations/meta_0001_init';
import * as meta0002 from './meta-migrations/meta_0002_roles';
import * as meta0003 from './meta-migrations/meta_0003_refresh_grace';
import * as meta0004 from './meta-migrations/meta_0004_jobs';
import * as meta0005 from './meta-migrations/meta_0005_integrity';
import { syncRoles } from './meta-migrations/meta_0002_roles';

const platformMetaMigrations: Record<string, Migration> = {
  meta_0001_init: meta0001,
  meta_0002_roles: meta0002,
  meta_0003_refresh_grace: meta0003,
  meta_0004_jobs: meta0004,
  meta_0005_integrity: meta0005,
};

class StaticProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export class MigrationFailedError extends Error {
  constructor(
    target: string,
    public readonly migrationName: string | undefined,
    public override readonly cause: unknown,
  ) {
    super(`Migration ${migrationName ?? '(unknown)'} of ${target} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function collect(modules: readonly ServerModule[], pick: (m: ServerModule) => Record<string, Migration> | undefined) {
  const all: Record<string, Migration> = {};
  for (const mod of modules) {
    for (const [name, migration] of Object.entries(pick(mod) ?? {})) {
      if (all[name]) throw new Error(`Migration name ${name} is used twice (module ${mod.name})`);
      all[name] = migration;
    }
  }
  return all;
}

function check(target: string, result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new MigrationFailedError(target, failed?.migrationName, result.error);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies pending migrations of the meta schema (platform first, then modules' metaMigrations). */
export async function migrateMeta(db: Kysely<any>, modules: readonly ServerModule[]): Promise<string[]> {
  await sql`create schema if not exists meta`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new StaticProvider({ ...platformMetaMigrations, ...collect(modules, (m) => m.metaMigrations) }),
    migrationTableSchema: 'meta',
    allowUnorderedMigrations: true,
  });
  const applied = check('meta', await migrator.migrateToLatest());
  await syncRoles(db);
  return applied;
}

export function quoteIdent(name: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/**
 * Applies pending tenant migrations of every module in one customer schema. The migration table
 * lives in the tenant schema; the migrations see the schema through withSchema and, for raw SQL,
 * through search_path on the one connection they run on.
 */
export async function migrateTenantSchema(db: Kysely<any>, schema: string, modules: readonly ServerModule[]): Promise<string[]> {
  const quoted = quoteIdent(schema);
  await sql.raw(`create schema if not exists ${quoted}`).execute(db);
  return db.connection().execute(async (conn) => {
    await sql.raw(`set search_path to ${quoted}, public`).execute(conn);
    try {
      const migrator = new Migrator({
        db: conn.withSchema(schema),
        provider: new StaticProvider(collect(modules, (m) => m.tenantMigrations)),
        migrationTableSchema: schema,
        allowUnorderedMigrations: true,
      });
      return check(`schema ${schema}`, await migrator.migrateToLatest());
    } finally {
      await sql`reset search_path`.execute(conn);
    }
  });
}

/** The names of the tenant migrations a customer schema has applied (its migration table), sorted. */
export async function appliedTenantMigrations(db: Kysely<any>, schema: string): Promise<string[]> {
  const { rows } = await sql.raw<{ name: string }>(`select name from ${quoteIdent(schema)}.kysely_migration order by name`).execute(db);
  return rows.map((r) => r.name);
}
