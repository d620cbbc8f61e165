import { type Kysely, sql } from 'kysely';

/** Users, catalog, roles, memberships, sessions and the auth bookkeeping of the meta schema. */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema.withSchema('meta');
  await s
    .createTable('users')
    .addColumn('user_uid', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz')
    .addCheckConstraint('users_email_lower', sql`email = lower(email)`)
    .execute();

  await s
    .createTable('customers')
    .addColumn('customer_uid', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cluster_dsn', 'text')
    .addColumn('schema_name', 'text', (c) => c.notNull().unique())
    .addColumn('is_template_source', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('customers_schema_name', sql`schema_name ~ '^[a-z][a-z0-9_]{0,62}$'`)
    .execute();

  await s
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await s
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('meta.roles.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();

  await s
    .createTable('memberships')
    .addColumn('user_uid', 'uuid', (c) => c.notNull().references('meta.users.user_uid').onDelete('cascade'))
    .addColumn('customer_uid', 'uuid', (c) => c.notNull().references('meta.customers.customer_uid').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('meta.roles.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('memberships_pk', ['user_uid', 'customer_uid', 'role_id'])
    .execute();
  await s.createIndex('memberships_customer').on('memberships').columns(['customer_uid', 'role_id']).execute();

  await s
    .createTable('user_profile_permissions')
    .addColumn('user_uid', 'uuid', (c) => c.notNull().references('meta.users.user_uid').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_profile_permissions_pk', ['user_uid', 'permission'])
    .execute();

  await s
    .createTable('invitations')
    .addColumn('invitation_uid', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_uid', 'uuid', (c) => c.notNull().references('meta.customers.customer_uid').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role_id', 'integer', (c) => c.references('meta.roles.id'))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('invited_by', 'uuid', (c) => c.references('meta.users.user_uid').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .execute();

  await s
    .createTable('sessions')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_uid', 'uuid', (c) => c.notNull().references('meta.users.user_uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_refreshed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_uid').execute();

  await s
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('meta.sessions.session_id').onDelete('cascade'))
    .addColumn('user_uid', 'uuid', (c) => c.notNull().references('meta.users.user_uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await s.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await s
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_uid', 'uuid', (c) => c.notNull().references('meta.users.user_uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await s
    .createTable('sign_in_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await s.createIndex('sign_in_attempts_email').on('sign_in_attempts').columns(['email', 'created_at']).execute();

  await s
    .createTable('translation_overrides')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_overrides_pk', ['language', 'namespace', 'key'])
    .execute();

  await s
    .createTable('auth_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'uuid')
    .addColumn('email', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await s.createIndex('auth_events_created').on('auth_events').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'auth_events',
    'translation_overrides',
    'sign_in_attempts',
    'password_reset_tokens',
    'refresh_tokens',
    'sessions',
    'invitations',
    'user_profile_permissions',
    'memberships',
    'role_permissions',
    'roles',
    'customers',
    'users',
  ]) {
    await db.schema.withSchema('meta').dropTable(table).ifExists().execute();
  }
}
