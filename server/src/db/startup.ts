import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { ServerModule } from '../platform/module';
import { seedIfEmpty } from '../seed/seed';
import { migrateAllTenants } from './customers';
import { migrateMeta } from './migrate';
import { type Database, openDatabase } from './open';
import { withStartupLock } from './startup-lock';
import { TenantDatabases } from './tenants';

export interface PreparedDatabase extends Database {
  tenants: TenantDatabases;
  seeded: 'seeded' | 'admin' | 'skipped';
}

/** Opens the database, applies pending meta and tenant migrations and seeds an empty one. */
export async function prepareDatabase(
  config: Config,
  modules: readonly ServerModule[],
  log?: FastifyBaseLogger,
  options: { seed?: boolean } = {},
): Promise<PreparedDatabase> {
  const database = await openDatabase(config);
  const tenants = new TenantDatabases(database.db, { connectTimeoutMs: config.tenantConnectTimeoutMs });
  try {
    const seeded = await withStartupLock(database, async () => {
      const applied = await migrateMeta(database.db, modules);
      if (applied.length > 0) log?.info({ applied }, 'meta migrations applied');
      await migrateAllTenants(database.db, tenants, modules, log);
      return options.seed === false ? 'skipped' : await seedIfEmpty({ db: database.db, tenants, modules, config, log });
    });
    return {
      ...database,
      tenants,
      seeded,
      async close() {
        await tenants.close();
        await database.close();
      },
    };
  } catch (err) {
    await tenants.close();
    await database.close();
    throw err;
  }
}
