import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A per-customer version number of a module's list, bumped by statement triggers on every table
 * the list reads. Triggers (rather than bumps in route code) also catch writes of import or admin
 * paths written later. The table is `<module>_list_version` (one row, id = 1); the trigger function
 * `<module>_bump_list_version`; a trigger per table `<table>_bump_list_version`.
 * Migrations run with search_path set to the tenant schema (db/migrate.ts).
 */
export const listVersionTable = (module: string) => `${module}_list_version`;
const bumpFunction = (module: string) => `${module}_bump_list_version`;
const triggerName = (table: string) => `${table}_bump_list_version`;

/** Adds the bump trigger to more tables (a later migration of a list that reads a new table). */
export async function addListVersionTriggers(db: Kysely<any>, module: string, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`
      create trigger ${sql.raw(triggerName(table))}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function ${sql.raw(bumpFunction(module))}()`.execute(db);
  }
}

export async function dropListVersionTriggers(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`drop trigger if exists ${sql.raw(triggerName(table))} on ${sql.table(table)}`.execute(db);
  }
}

/** The migration that creates the version table, its bump function and the triggers on `tables`. */
export function listVersionMigration(module: string, tables: readonly string[]): Migration {
  const versionTable = listVersionTable(module);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(versionTable)
        .addColumn('id', 'integer', (c) =>
          c
            .primaryKey()
            .defaultTo(1)
            .check(sql`id = 1`),
        )
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.insertInto(versionTable).values({ id: 1, version: 1 }).execute();
      // format(%I) with the trigger's schema: the function serves every tenant schema's tables.
      await sql`
        create function ${sql.raw(bumpFunction(module))}() returns trigger language plpgsql as $$
        begin
          execute format('update %I.${sql.raw(versionTable)} set version = version + 1 where id = 1', TG_TABLE_SCHEMA);
          return null;
        end $$`.execute(db);
      await addListVersionTriggers(db, module, tables);
    },
    async down(db: Kysely<any>) {
      await dropListVersionTriggers(db, tables);
      await sql`drop function if exists ${sql.raw(bumpFunction(module))}()`.execute(db);
      await db.schema.dropTable(versionTable).ifExists().execute();
    },
  };
}
