import { type Kysely, sql } from 'kysely';

/**
 * Background jobs run once across all API processes (platform/jobs/queue.ts: claimed with FOR UPDATE
 * SKIP LOCKED, a lease for crashed processes, back-off on failure); a recurring job is one row with a
 * unique key. Reminders: what was mailed to whom (unique per user, customer, kind, record and due
 * date, so nothing is mailed twice) and each user's reminder setting and mail language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table meta.jobs (
      id bigserial primary key,
      kind text not null,
      unique_key text unique,
      payload jsonb not null default '{}',
      state text not null default 'pending' check (state in ('pending', 'running', 'done', 'failed')),
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 5 check (max_attempts > 0),
      locked_until timestamptz,
      locked_by text,
      last_error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index jobs_due_idx on meta.jobs (run_at) where state in ('pending', 'running')`.execute(db);
  await sql`
    create table meta.sent_reminders (
      user_uid uuid not null references meta.users (user_uid) on delete cascade,
      customer_uid uuid not null references meta.customers (customer_uid) on delete cascade,
      kind text not null,
      record_id text not null,
      due_date date not null,
      sent_at timestamptz not null default now(),
      primary key (user_uid, customer_uid, kind, record_id, due_date)
    )`.execute(db);
  await sql`
    create table meta.reminder_settings (
      user_uid uuid primary key references meta.users (user_uid) on delete cascade,
      mode text not null default 'daily' check (mode in ('daily', 'immediate', 'off')),
      language text not null default 'de' check (language in ('de', 'en'))
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table meta.reminder_settings`.execute(db);
  await sql`drop table meta.sent_reminders`.execute(db);
  await sql`drop table meta.jobs`.execute(db);
}
