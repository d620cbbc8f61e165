import type { Kysely } from 'kysely';
import type { AdminCustomer } from '@vws/shared/contract/meta-admin';
import type { MetaDatabase } from '../../../db/schema';
import type { ServerModule } from '../../../platform/module';

/** A cluster's connection string without its credentials, for lists; '' = the main database. */
export function redactDsn(dsn: string | null): string {
  if (!dsn) return '';
  try {
    const url = new URL(dsn);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return '(invalid)';
  }
}

/**
 * Every customer with cluster, schema, member count and migration state, by name: one query,
 * whatever the number of customers (issue 26 item 10). The state is the one recorded when the
 * customer's migrations last ran (db/customers.ts recordMigrationState: at start, on
 * POST /meta-admin/migrate-databases, on creation): pending = the modules' tenant migrations its
 * schema has not applied; 'unavailable' = the last run failed (cluster unreachable or a migration
 * error), with its reason.
 */
export async function listAdminCustomers(db: Kysely<MetaDatabase>, modules: readonly ServerModule[]): Promise<Omit<AdminCustomer, 'mayRename'>[]> {
  const known = Object.keys(Object.assign({}, ...modules.map((m) => m.tenantMigrations))).sort();
  const rows = await db
    .selectFrom('meta.customers as c')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('meta.memberships')
          .select(['customer_uid', (e) => e.fn.count<string>('user_uid').distinct().as('n')])
          .groupBy('customer_uid')
          .as('m'),
      (join) => join.onRef('m.customer_uid', '=', 'c.customer_uid'),
    )
    .select([
      'c.customer_uid',
      'c.name',
      'c.cluster_dsn',
      'c.schema_name',
      'c.is_template_source',
      'c.applied_migrations',
      'c.migration_error',
      'm.n as members',
    ])
    .orderBy('c.name')
    .execute();
  return rows.map((row) => {
    const applied = new Set(row.applied_migrations);
    const pending = known.filter((name) => !applied.has(name));
    return {
      customer_uid: row.customer_uid,
      name: row.name,
      cluster: redactDsn(row.cluster_dsn),
      schema_name: row.schema_name,
      is_template_source: row.is_template_source,
      members: Number(row.members ?? 0),
      migrationState: row.migration_error ? 'unavailable' : pending.length > 0 ? 'pending' : 'current',
      pendingMigrations: pending,
      ...(row.migration_error ? { migrationError: row.migration_error } : {}),
    };
  });
}

/** The clusters customers live on (credentials removed), the main one first as ''. */
export async function knownClusters(db: Kysely<MetaDatabase>): Promise<string[]> {
  const rows = await db.selectFrom('meta.customers').select('cluster_dsn').distinct().where('cluster_dsn', 'is not', null).execute();
  return ['', ...rows.map((r) => redactDsn(r.cluster_dsn)).sort()];
}

/** The stored DSN of a known cluster chosen by its redacted form, or the new DSN as given. */
export async function resolveCluster(db: Kysely<MetaDatabase>, chosen: string): Promise<string | null> {
  if (chosen === '') return null;
  const rows = await db.selectFrom('meta.customers').select('cluster_dsn').distinct().where('cluster_dsn', 'is not', null).execute();
  return rows.map((r) => r.cluster_dsn!).find((dsn) => redactDsn(dsn) === chosen) ?? chosen;
}
