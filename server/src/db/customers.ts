import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerModule } from '../platform/module';
import { appliedTenantMigrations, migrateTenantSchema } from './migrate';
import type { MetaDatabase } from './schema';
import type { TenantDatabases, TenantLocation } from './tenants';

export interface NewCustomer {
  name: string;
  /** Cluster of the new customer's schema; null/undefined = the main database. */
  clusterDsn?: string | null;
  isTemplateSource?: boolean;
}

/** Schema names derive from the customer uid: stable, unique and safe to quote. */
export function schemaNameFor(customerUid: string): string {
  return `c_${customerUid.replace(/-/g, '')}`;
}

/**
 * Creates a customer (META_VWS_Create): its catalog row, its schema on its cluster and every
 * module's tenant migrations. The catalog row is removed again when the schema cannot be set up.
 */
export async function createCustomer(
  db: Kysely<MetaDatabase>,
  tenants: TenantDatabases,
  modules: readonly ServerModule[],
  input: NewCustomer,
): Promise<TenantLocation & { name: string }> {
  const row = await db.transaction().execute(async (trx) => {
    const { customer_uid } = await trx
      .insertInto('meta.customers')
      .values({
        name: input.name,
        cluster_dsn: input.clusterDsn ?? null,
        schema_name: `pending_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`,
        is_template_source: input.isTemplateSource ?? false,
      })
      .returning('customer_uid')
      .executeTakeFirstOrThrow();
    return trx
      .updateTable('meta.customers')
      .set({ schema_name: schemaNameFor(customer_uid) })
      .where('customer_uid', '=', customer_uid)
      .returning(['customer_uid', 'name', 'cluster_dsn', 'schema_name'])
      .executeTakeFirstOrThrow();
  });
  try {
    const applied = await tenants.onCluster(row, async (cluster) => {
      await migrateTenantSchema(cluster, row.schema_name, modules);
      return appliedTenantMigrations(cluster, row.schema_name);
    });
    await recordMigrationState(db, row.customer_uid, { applied });
  } catch (err) {
    await db.deleteFrom('meta.customers').where('customer_uid', '=', row.customer_uid).execute();
    throw err;
  }
  return row;
}

/**
 * Keeps a customer's migration state in its catalog row whenever its migrations run (issue 26 item
 * 10), so that the meta administration's list reads it instead of looking into every schema: the
 * migrations its schema has applied, or why the last run failed (the applied ones stay as known).
 */
export async function recordMigrationState(db: Kysely<MetaDatabase>, customerUid: string, state: { applied: string[] } | { error: string }): Promise<void> {
  await db
    .updateTable('meta.customers')
    .set('applied' in state ? { applied_migrations: state.applied, migration_error: null } : { migration_error: state.error.slice(0, 2000) })
    .where('customer_uid', '=', customerUid)
    .execute();
}

export interface TenantMigrationReport {
  customerUid: string;
  name: string;
  applied: string[];
  error?: string;
}

/**
 * Applies pending tenant migrations in every customer schema (start-up and META_Migrate_Databases).
 * A failing or unreachable tenant is reported and skipped; the others are migrated.
 */
export async function migrateAllTenants(
  db: Kysely<MetaDatabase>,
  tenants: TenantDatabases,
  modules: readonly ServerModule[],
  log?: FastifyBaseLogger,
  onlyCustomerUid?: string,
): Promise<TenantMigrationReport[]> {
  let q = db.selectFrom('meta.customers').select(['customer_uid', 'name', 'cluster_dsn', 'schema_name']).orderBy('name');
  if (onlyCustomerUid) q = q.where('customer_uid', '=', onlyCustomerUid);
  const customers = await q.execute();
  const reports: TenantMigrationReport[] = [];
  for (const c of customers) {
    try {
      const { applied, all } = await tenants.onCluster(c, async (cluster) => ({
        applied: await migrateTenantSchema(cluster, c.schema_name, modules),
        all: await appliedTenantMigrations(cluster, c.schema_name),
      }));
      await recordMigrationState(db, c.customer_uid, { applied: all });
      reports.push({ customerUid: c.customer_uid, name: c.name, applied });
      if (applied.length > 0) log?.info({ customer: c.name, applied }, 'tenant migrations applied');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await recordMigrationState(db, c.customer_uid, { error: message }).catch((recordErr: unknown) =>
        log?.error({ customer: c.name, err: recordErr }, 'migration state not recorded'),
      );
      reports.push({ customerUid: c.customer_uid, name: c.name, applied: [], error: message });
      log?.error({ customer: c.name, err }, 'tenant migration failed');
    }
  }
  return reports;
}
