import { sql, type Kysely } from 'kysely';
import { SORTIERUNG_MAX, SORTIERUNG_STEP } from '@vws/shared/contract/ordering';

/**
 * The sort order of a new row: after the highest stored one (max + step), computed in bigint and
 * capped at SORTIERUNG_MAX, so no stored value can make a later add or import fail; rows that share
 * the cap keep their order by ID. Must run in request.withTenant (the table is the tenant's).
 */
export async function nextSortierung<DB>(db: Kysely<DB>, table: string, step = SORTIERUNG_STEP): Promise<number> {
  const { rows } = await sql<{ next: number }>`
    select least(coalesce(max("Sortierung"), 0)::bigint + ${step}, ${SORTIERUNG_MAX})::int as next from ${sql.table(table)}`.execute(db);
  return rows[0]?.next ?? step;
}

/** The migration step that brings stored sort orders into the bounded range (values above the cap take the cap). */
export async function capSortierung<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await sql`update ${sql.table(table)} set "Sortierung" = ${SORTIERUNG_MAX} where "Sortierung" > ${SORTIERUNG_MAX}`.execute(db);
  await sql`update ${sql.table(table)} set "Sortierung" = 0 where "Sortierung" < 0`.execute(db);
}
