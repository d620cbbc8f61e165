import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ROLES } from '@vws/shared/permissions';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import { createCustomer } from '../db/customers';
import type { MetaDatabase } from '../db/schema';
import type { TenantDatabases } from '../db/tenants';
import type { ServerModule } from '../platform/module';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS, type DemoCustomer } from './demo-accounts';

export interface SeedDeps {
  db: Kysely<MetaDatabase>;
  tenants: TenantDatabases;
  modules: readonly ServerModule[];
  config: Pick<Config, 'demoPassword' | 'production'>;
  log?: FastifyBaseLogger;
}

export async function isDatabaseEmpty(db: Kysely<MetaDatabase>): Promise<boolean> {
  const users = await db
    .selectFrom('meta.users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const customers = await db
    .selectFrom('meta.customers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(users.n) === 0 && Number(customers.n) === 0;
}

/**
 * The demo customers and accounts of DESIGN.md §5, then every module's seedTenant for each demo
 * customer (each in its own transaction on the tenant).
 */
export async function seedDemo({ db, tenants, modules, config, log }: SeedDeps): Promise<void> {
  const users: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const { user_uid } = await db
      .insertInto('meta.users')
      .values({ email: account.email, firstname: account.firstname, lastname: account.lastname, password_hash: await hashPassword(config.demoPassword) })
      .returning('user_uid')
      .executeTakeFirstOrThrow();
    users[account.email] = user_uid;
    if (account.profilePermissions?.length) {
      await db
        .insertInto('meta.user_profile_permissions')
        .values(account.profilePermissions.map((permission) => ({ user_uid, permission })))
        .execute();
    }
  }

  const customers = {} as Record<DemoCustomer, Awaited<ReturnType<typeof createCustomer>>>;
  for (const name of DEMO_CUSTOMERS) {
    customers[name] = await createCustomer(db, tenants, modules, { name, isTemplateSource: name === 'Vorlagen' });
  }

  for (const account of DEMO_ACCOUNTS) {
    for (const [customerName, roles] of Object.entries(account.memberships) as [DemoCustomer, string[]][]) {
      const roleIds = [...new Set([ROLES.Mitglied.id, ...roles.map((r) => ROLES[r as keyof typeof ROLES].id)])];
      await db
        .insertInto('meta.memberships')
        .values(roleIds.map((role_id) => ({ user_uid: users[account.email]!, customer_uid: customers[customerName].customer_uid, role_id })))
        .execute();
    }
  }

  for (const name of DEMO_CUSTOMERS) {
    const location = customers[name];
    for (const mod of modules) {
      if (!mod.seedTenant) continue;
      await tenants.withTenant(location, (trx) => mod.seedTenant!({ db: trx, customerUid: location.customer_uid, customerName: name, users }));
      log?.debug({ customer: name, module: mod.name }, 'demo content seeded');
    }
  }
  log?.info({ customers: DEMO_CUSTOMERS, accounts: DEMO_ACCOUNTS.length }, 'demo data created');
}

/** A first meta administrator for production (ADMIN_EMAIL / ADMIN_PASSWORD), without demo data. */
export async function bootstrapAdmin(db: Kysely<MetaDatabase>, email: string, password: string): Promise<void> {
  const { user_uid } = await db
    .insertInto('meta.users')
    .values({ email: email.trim().toLowerCase(), firstname: 'Admin', lastname: '', password_hash: await hashPassword(password) })
    .returning('user_uid')
    .executeTakeFirstOrThrow();
  const perms = ['META_Admin_Module_Access', 'META_VWS_Create', 'META_Migrate_Databases', 'META_Manage_Users', 'META_VWS_Import_Content'];
  await db
    .insertInto('meta.user_profile_permissions')
    .values(perms.map((permission) => ({ user_uid, permission })))
    .execute();
}

/** First start of an empty database: demo data, or in production only the optional bootstrap admin. */
export async function seedIfEmpty(deps: SeedDeps, env: NodeJS.ProcessEnv = process.env): Promise<'seeded' | 'admin' | 'skipped'> {
  if (!(await isDatabaseEmpty(deps.db))) return 'skipped';
  if (deps.config.production) {
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await bootstrapAdmin(deps.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      return 'admin';
    }
    deps.log?.warn('production mode: empty database, no demo accounts created (set ADMIN_EMAIL and ADMIN_PASSWORD for a first administrator)');
    return 'skipped';
  }
  await seedDemo(deps);
  return 'seeded';
}
