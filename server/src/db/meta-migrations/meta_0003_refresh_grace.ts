import { type Kysely, sql } from 'kysely';

/**
 * Who used a refresh token (IP and user agent): a retry of the same refresh by the same client
 * within a few seconds (a network failure ate the first answer) gets the same successor instead
 * of being taken for a stolen token (auth/sessions.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table meta.refresh_tokens add column used_ip text, add column used_user_agent text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table meta.refresh_tokens drop column used_ip, drop column used_user_agent`.execute(db);
}
