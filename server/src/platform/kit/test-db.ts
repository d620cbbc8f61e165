/* eslint-disable @typescript-eslint/no-explicit-any -- the kit tests create throw-away tables that no module types */
import { sql, type Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app';

/** A test app plus a tenant transaction runner on Muster GmbH's schema, for the kit's own tests. */
export interface KitTestDb {
  t: TestApp;
  tenant<T>(fn: (db: Kysely<any>) => Promise<T>): Promise<T>;
}

export async function openKitTestDb(): Promise<KitTestDb> {
  const t = await createTestApp();
  const location = await t.db
    .selectFrom('meta.customers')
    .select(['customer_uid', 'cluster_dsn', 'schema_name'])
    .where('name', '=', 'Muster GmbH')
    .executeTakeFirstOrThrow();
  return { t, tenant: (fn) => t.tenants.withTenant(location as never, (db) => fn(db)) };
}

/** A versioned table as the spec's records have it (ID, Version, editor stamp) plus one field. */
export async function createProbeTable(k: KitTestDb, name: string): Promise<void> {
  await k.tenant(async (db) => {
    await db.schema
      .createTable(name)
      .addColumn('ID', 'integer', (c) => c.primaryKey())
      .addColumn('Name', 'text', (c) => c.notNull())
      .addColumn('ID_Status', 'integer', (c) => c.notNull().defaultTo(6))
      .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('Bearbeitungsdatum', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('Bearbeiter_User_Uid', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  });
}
