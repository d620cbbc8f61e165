import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Has a database default: optional on insert. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  user_uid: Generated<string>;
  /** Stored lower-case; unique. */
  email: string;
  firstname: string;
  lastname: string;
  /** argon2id; null until the user set a password (e.g. invited). */
  password_hash: string | null;
  is_active: Generated<boolean>;
  created_at: DefaultedTimestamp;
  password_changed_at: NullableTimestamp;
}

/** The catalog: where each customer's database lives (DESIGN.md §5). */
export interface CustomersTable {
  customer_uid: Generated<string>;
  name: string;
  /** PostgreSQL connection string of the cluster; null = the main database. */
  cluster_dsn: string | null;
  schema_name: string;
  /** The demo source of importable templates ("Vorlagen"). */
  is_template_source: Generated<boolean>;
  created_at: DefaultedTimestamp;
  /** The tenant migrations its schema has applied (recorded when they run; db/customers.ts). */
  applied_migrations: Generated<string[]>;
  /** Why the last migration run of its schema failed; null after a successful one. */
  migration_error: Generated<string | null>;
}

export interface RolesTable {
  id: number;
  name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}

export interface MembershipsTable {
  user_uid: string;
  customer_uid: string;
  role_id: number;
  created_at: DefaultedTimestamp;
}

/** META_* grants and USER_DENY_* flags of a user profile. */
export interface UserProfilePermissionsTable {
  user_uid: string;
  permission: string;
}

export interface InvitationsTable {
  invitation_uid: Generated<string>;
  customer_uid: string;
  email: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  role_id: number | null;
  /** Roles of POST /meta/customer/user/add, granted on acceptance besides role_id and Mitglied. */
  role_ids: Generated<number[]>;
  token_hash: string | null;
  invited_by: string | null;
  created_at: DefaultedTimestamp;
  expires_at: NullableTimestamp;
  accepted_at: NullableTimestamp;
}

/** One signed-in session (a refresh-token family). Revoking it ends the session everywhere. */
export interface SessionsTable {
  session_id: Generated<string>;
  user_uid: string;
  created_at: DefaultedTimestamp;
  last_refreshed_at: DefaultedTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  /** sha256 (hex) of the opaque token. */
  token_hash: string;
  session_id: string;
  user_uid: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The client that used it (for the retry grace, auth/sessions.ts). */
  used_ip: string | null;
  used_user_agent: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_uid: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SignInAttemptsTable {
  id: Generated<string>;
  email: string;
  ip: string | null;
  /** The device cookie's id the attempt came with (auth/device.ts); null = an unknown device. */
  device: Generated<string | null>;
  succeeded: boolean;
  created_at: DefaultedTimestamp;
}

export interface TranslationOverridesTable {
  language: string;
  namespace: string;
  key: string;
  text: string;
}

export interface AuthEventsTable {
  id: Generated<string>;
  event: string;
  user_uid: string | null;
  email: string | null;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

/** A background job (platform/jobs/queue.ts). */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  /** A recurring job's one row (e.g. 'reminders.daily'); null for one-off jobs. */
  unique_key: string | null;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  state: ColumnType<
    'pending' | 'running' | 'done' | 'failed',
    'pending' | 'running' | 'done' | 'failed' | undefined,
    'pending' | 'running' | 'done' | 'failed'
  >;
  run_at: DefaultedTimestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: NullableTimestamp;
  locked_by: string | null;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  finished_at: NullableTimestamp;
}

/** A due item mailed to a user (platform/jobs/reminders.ts): never again for the same due date. */
export interface SentRemindersTable {
  user_uid: string;
  customer_uid: string;
  kind: string;
  record_id: string;
  due_date: ColumnType<string, string, string>;
  sent_at: DefaultedTimestamp;
}

export type ReminderMode = 'daily' | 'immediate' | 'off';

/** The user's reminder setting and mail language; a user without a row gets the daily digest in German. */
export interface ReminderSettingsTable {
  user_uid: string;
  mode: ReminderMode;
  language: 'de' | 'en';
}

/** The meta schema, as Kysely sees it (table names schema-qualified). */
export interface MetaDatabase {
  'meta.users': UsersTable;
  'meta.customers': CustomersTable;
  'meta.roles': RolesTable;
  'meta.role_permissions': RolePermissionsTable;
  'meta.memberships': MembershipsTable;
  'meta.user_profile_permissions': UserProfilePermissionsTable;
  'meta.invitations': InvitationsTable;
  'meta.sessions': SessionsTable;
  'meta.refresh_tokens': RefreshTokensTable;
  'meta.password_reset_tokens': PasswordResetTokensTable;
  'meta.sign_in_attempts': SignInAttemptsTable;
  'meta.translation_overrides': TranslationOverridesTable;
  'meta.auth_events': AuthEventsTable;
  'meta.jobs': JobsTable;
  'meta.sent_reminders': SentRemindersTable;
  'meta.reminder_settings': ReminderSettingsTable;
}
