import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { AdminCustomer } from '@vws/shared/contract/meta-admin';
import type { MetaDatabase } from '../../../db/schema';
import type { TenantDatabases } from '../../../db/tenants';
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

function provider(modules: readonly ServerModule[]): MigrationProvider {
  const all: Record<string, Migration> = Object.assign({}, ...modules.map((m) => m.tenantMigrations));
  return { getMigrations: async () => all };
}

/** Which tenant migrations a customer's schema has not applied yet; undefined when its cluster is unreachable. */
async function pendingMigrations(
  tenants: TenantDatabases,
  modules: readonly ServerModule[],
  c: { customer_uid: string; cluster_dsn: string | null; schema_name: string },
): Promise<string[] | undefined> {
  try {
    return await tenants.onCluster(c, async (cluster) => {
      const migrator = new Migrator({
        db: cluster.withSchema(c.schema_name),
        provider: provider(modules),
        migrationTableSchema: c.schema_name,
        allowUnorderedMigrations: true,
      });
      const migrations = await migrator.getMigrations();
      return migrations.filter((m) => !m.executedAt).map((m) => m.name);
    });
  } catch {
    return undefined;
  }
}

/** Every customer with cluster, schema, member count and migration state, by name. */
export async function listAdminCustomers(
  db: Kysely<MetaDatabase>,
  tenants: TenantDatabases,
  modules: readonly ServerModule[],
): Promise<Omit<AdminCustomer, 'mayRename'>[]> {
  const rows = await db
    .selectFrom('meta.customers as c')
    .select(['c.customer_uid', 'c.name', 'c.cluster_dsn', 'c.schema_name', 'c.is_template_source'])
    .select((eb) =>
      eb
        .selectFrom('meta.memberships as m')
        .select((e) => e.fn.count<string>('m.user_uid').distinct().as('n'))
        .whereRef('m.customer_uid', '=', 'c.customer_uid')
        .as('members'),
    )
    .orderBy('c.name')
    .execute();
  const result: Omit<AdminCustomer, 'mayRename'>[] = [];
  for (const row of rows) {
    const pending = await pendingMigrations(tenants, modules, row);
    result.push({
      customer_uid: row.customer_uid,
      name: row.name,
      cluster: redactDsn(row.cluster_dsn),
      schema_name: row.schema_name,
      is_template_source: row.is_template_source,
      members: Number(row.members ?? 0),
      migrationState: pending === undefined ? 'unavailable' : pending.length > 0 ? 'pending' : 'current',
      pendingMigrations: pending ?? [],
    });
  }
  return result;
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
