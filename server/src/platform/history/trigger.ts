/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on every module's tables */
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The change history of a customer's content (issue 13, item 5): one table and ONE generic
 * PL/pgSQL row trigger function per tenant schema. A module opts a table in by one migration line,
 * `historyMigration([{ table, entities: [{ entity, idColumn }] }])`; the trigger then writes, in
 * the same transaction as the change, who (the transaction-local setting vws.user_uid, see
 * user.ts), when and what changed, field by field with old and new value.
 *
 * A child table (question documents, cube cells, links) names its parent's entity and the column
 * that holds the parent's ID, so the parent's history shows its children's changes; a link
 * between two records may name both.
 */
export const HISTORY_TABLE = 'core_change_history';
export const HISTORY_FUNCTION = 'core_record_change';

/** Technical columns that never appear as a change (the optimistic lock and the editor stamp). */
export const TECHNICAL_COLUMNS = ['ID', 'Version', 'Erstelldatum', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'] as const;

export interface HistoryEntityBinding {
  /** The entity whose history shows the row's changes (e.g. 'audit_question'). */
  entity: string;
  /** The column holding that entity's ID: 'ID' for the record itself, e.g. 'ID_Frage' for a child. */
  idColumn: string;
}

export interface HistoryTable {
  table: string;
  entities: readonly HistoryEntityBinding[];
  /** Columns left out of the diff besides the technical ones (e.g. a document's binary content). */
  exclude?: readonly string[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function checkName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid name in a history binding: ${JSON.stringify(name)}`);
  return name;
}

/** The trigger's arguments: 'entity:idColumn' per binding, '-column' per excluded column. */
export function triggerArguments(binding: HistoryTable): string[] {
  if (binding.entities.length === 0) throw new Error(`History of ${binding.table} names no entity`);
  return [...binding.entities.map((e) => `${checkName(e.entity)}:${checkName(e.idColumn)}`), ...(binding.exclude ?? []).map((c) => `-${checkName(c)}`)];
}

const triggerName = (table: string) => `${table}_record_change`;

/**
 * The function: compares OLD and NEW as jsonb, leaves out technical, excluded and binding columns,
 * and writes one history row per binding. An update that changed nothing but technical columns
 * writes nothing; an insert or delete lists the fields that hold a value, and a delete and an
 * insert of the same content in one transaction cancel out.
 */
const FUNCTION_BODY = `
declare
  old_row jsonb := case when TG_OP <> 'INSERT' then to_jsonb(OLD) end;
  new_row jsonb := case when TG_OP <> 'DELETE' then to_jsonb(NEW) end;
  any_row jsonb := coalesce(new_row, old_row);
  skipped text[] := array[${TECHNICAL_COLUMNS.map((c) => `'${c}'`).join(', ')}];
  changes jsonb := '[]'::jsonb;
  reversed jsonb;
  netted integer;
  entity_id text;
  arg text;
  col record;
  old_value jsonb;
  new_value jsonb;
begin
  foreach arg in array TG_ARGV loop
    if left(arg, 1) = '-' then skipped := skipped || substr(arg, 2);
    else skipped := skipped || split_part(arg, ':', 2);
    end if;
  end loop;
  for col in
    select a.attname::text as name from pg_attribute a
    where a.attrelid = TG_RELID and a.attnum > 0 and not a.attisdropped order by a.attnum
  loop
    continue when col.name = any(skipped);
    old_value := nullif(old_row -> col.name, 'null'::jsonb);
    new_value := nullif(new_row -> col.name, 'null'::jsonb);
    if TG_OP <> 'UPDATE' and coalesce(new_value, old_value) in ('""'::jsonb, '[]'::jsonb, 'false'::jsonb) then
      continue;
    end if;
    if old_value is distinct from new_value then
      changes := changes || jsonb_build_array(jsonb_build_object('field', col.name, 'old', old_value, 'new', new_value));
    end if;
  end loop;
  if TG_OP = 'UPDATE' and changes = '[]'::jsonb then
    return null;
  end if;
  if TG_OP <> 'UPDATE' then
    select coalesce(jsonb_agg(jsonb_build_object('field', c -> 'field', 'old', c -> 'new', 'new', c -> 'old') order by n), '[]'::jsonb)
      into reversed from jsonb_array_elements(changes) with ordinality as e(c, n);
  end if;
  foreach arg in array TG_ARGV loop
    continue when left(arg, 1) = '-';
    entity_id := any_row ->> split_part(arg, ':', 2);
    if TG_OP <> 'UPDATE' then
      -- A row deleted and inserted again unchanged in one transaction (a save that rewrites a
      -- record's links) is no change: the second half removes the first half's entry.
      execute format(
        'delete from %1$I.${HISTORY_TABLE} where "ID" = (select "ID" from %1$I.${HISTORY_TABLE}
           where entity = $1 and entity_id = $2 and txid = txid_current() and source_table = $3 and action = $4 and changes = $5
           order by "ID" desc limit 1)',
        TG_TABLE_SCHEMA)
      using split_part(arg, ':', 1), entity_id, TG_TABLE_NAME::text, case when TG_OP = 'INSERT' then 'delete' else 'insert' end, reversed;
      get diagnostics netted = row_count;
      continue when netted > 0;
    end if;
    execute format(
      'insert into %I.${HISTORY_TABLE} (entity, entity_id, action, user_uid, source_table, changes, txid) values ($1, $2, $3, $4, $5, $6, txid_current())',
      TG_TABLE_SCHEMA)
    using split_part(arg, ':', 1), entity_id, lower(TG_OP),
      nullif(current_setting('vws.user_uid', true), ''), TG_TABLE_NAME::text, changes;
  end loop;
  return null;
end`;

/**
 * Creates the history table and the trigger function when the schema lacks them. Every history
 * migration calls it first: module migrations run in name order, so a module sorting before 'core'
 * (audit, customer) meets a schema without them. A later change of either belongs in a core
 * migration (which then replaces or alters what this created).
 */
export async function ensureHistoryInfrastructure(db: Kysely<any>): Promise<void> {
  await sql`
    create table if not exists ${sql.table(HISTORY_TABLE)} (
      "ID" serial primary key,
      entity text not null,
      entity_id text not null,
      action text not null check (action in ('insert', 'update', 'delete')),
      changed_at timestamptz not null default now(),
      user_uid text,
      source_table text not null,
      changes jsonb not null default '[]'::jsonb,
      txid bigint not null default txid_current()
    )`.execute(db);
  await sql`create index if not exists core_change_history_entity on ${sql.table(HISTORY_TABLE)} (entity, entity_id, "ID")`.execute(db);
  await sql
    .raw(
      `do $outer$ begin
        if to_regprocedure('${HISTORY_FUNCTION}()') is null then
          create function ${HISTORY_FUNCTION}() returns trigger language plpgsql as $fn$${FUNCTION_BODY}$fn$;
        end if;
      end $outer$`,
    )
    .execute(db);
}

/** Attaches the row trigger to each table (the history infrastructure must exist). */
export async function attachHistoryTriggers(db: Kysely<any>, tables: readonly HistoryTable[]): Promise<void> {
  for (const binding of tables) {
    const args = triggerArguments(binding)
      .map((a) => `'${a}'`)
      .join(', ');
    await sql`drop trigger if exists ${sql.raw(triggerName(checkName(binding.table)))} on ${sql.table(binding.table)}`.execute(db);
    await sql`
      create trigger ${sql.raw(triggerName(binding.table))}
      after insert or update or delete on ${sql.table(binding.table)}
      for each row execute function ${sql.raw(HISTORY_FUNCTION)}(${sql.raw(args)})`.execute(db);
  }
}

export async function detachHistoryTriggers(db: Kysely<any>, tables: readonly HistoryTable[]): Promise<void> {
  for (const binding of tables) {
    await sql`drop trigger if exists ${sql.raw(triggerName(checkName(binding.table)))} on ${sql.table(binding.table)}`.execute(db);
  }
}

/** A module's one line: the migration that records the history of these tables. */
export function historyMigration(tables: readonly HistoryTable[]): Migration {
  return {
    async up(db: Kysely<any>) {
      await ensureHistoryInfrastructure(db);
      await attachHistoryTriggers(db, tables);
    },
    async down(db: Kysely<any>) {
      await detachHistoryTriggers(db, tables);
    },
  };
}
