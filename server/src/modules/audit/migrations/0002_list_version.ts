import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A version number of the audit list, bumped by statement triggers on every table the list reads.
 * The list route keeps the last JSON it built per customer and rebuilds it only when this number
 * changed, so a list of 10,000 questions is answered without re-running the aggregate. Triggers
 * (rather than bumps in the route code) also catch writes of future import or admin paths.
 * Runs with search_path set to the tenant schema (db/migrate.ts).
 */
const LIST_TABLES = ['audit_fragen', 'audit_fragen_schutzziele', 'audit_fragen_organisationseinheiten', 'audit_themenbloecke'];

export const auditListVersion: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('audit_list_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.insertInto('audit_list_version').values({ id: 1, version: 1 }).execute();
    await sql`
      create function audit_bump_list_version() returns trigger language plpgsql as $$
      begin
        execute format('update %I.audit_list_version set version = version + 1 where id = 1', TG_TABLE_SCHEMA);
        return null;
      end $$`.execute(db);
    for (const table of LIST_TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_bump_list_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function audit_bump_list_version()`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    for (const table of LIST_TABLES) {
      await sql`drop trigger if exists ${sql.raw(`${table}_bump_list_version`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists audit_bump_list_version()`.execute(db);
    await db.schema.dropTable('audit_list_version').ifExists().execute();
  },
};
