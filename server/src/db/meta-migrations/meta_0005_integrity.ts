import { type Kysely, sql } from 'kysely';

/**
 * Hardening of the meta schema:
 * - one open invitation per customer and address (partial unique index); older open duplicates are
 *   reported and withdrawn (the newest stays); an invitation carries the roles of POST
 *   /meta/customer/user/add (role_ids) besides the single role of an invite;
 * - the device a sign-in attempt came from (the device cookie's id; null = unknown device), so a
 *   stranger's failures never lock the owner's known device out (auth/lockout.ts);
 * - the tenant migrations a customer's schema has applied, recorded when they run, so the meta
 *   administration's customer list needs no look into every schema.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ invitation_uid: string; customer_uid: string; email: string }>`
    select invitation_uid, customer_uid, email from (
      select invitation_uid, customer_uid, email,
             row_number() over (partition by customer_uid, email order by created_at desc, invitation_uid) as n
        from meta.invitations where accepted_at is null
    ) d where n > 1`.execute(db);
  if (rows.length > 0) {
    process.emitWarning(`meta.invitations: ${rows.length} older open invitations of the same address withdrawn: ${JSON.stringify(rows)}`, {
      code: 'VWS_DUPLICATES_RESOLVED',
    });
    await db
      .deleteFrom('meta.invitations')
      .where(
        'invitation_uid',
        'in',
        rows.map((r) => r.invitation_uid),
      )
      .execute();
  }
  await sql`create unique index invitations_open_unique on meta.invitations (customer_uid, email) where accepted_at is null`.execute(db);
  await sql`alter table meta.invitations add column role_ids integer[] not null default '{}'`.execute(db);
  await sql`alter table meta.sign_in_attempts add column device text`.execute(db);
  await sql`create index sign_in_attempts_device on meta.sign_in_attempts (device, created_at) where device is not null`.execute(db);
  await sql`alter table meta.customers add column applied_migrations text[] not null default '{}', add column migration_error text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists meta.invitations_open_unique`.execute(db);
  await sql`alter table meta.invitations drop column role_ids`.execute(db);
  await sql`alter table meta.sign_in_attempts drop column device`.execute(db);
  await sql`alter table meta.customers drop column applied_migrations, drop column migration_error`.execute(db);
}
