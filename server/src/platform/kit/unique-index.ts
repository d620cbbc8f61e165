import { sql, type Kysely } from 'kysely';

export interface UniqueIndexRule {
  table: string;
  index: string;
  /** SQL of the key (e.g. `"SDM_Ebene_Nr", lower(trim("Nummer"))`), as the route's check compares. */
  key: string;
  /** The text column that tells duplicates apart: later rows (by ID) get " (2)", " (3)" … appended. */
  renameColumn: string;
}

interface Duplicate {
  ID: number;
  value: string;
  rank: number;
}

/**
 * A migration step that makes a uniqueness rule the database's (hardening issue): it first finds
 * the rows that already break the rule and reports them (warning on stderr: table, IDs, values),
 * keeps the first of each group and renames the others, then creates the unique index. Runs in the
 * tenant's migration (unqualified names, search_path on the tenant schema).
 */
export async function addUniqueIndex<DB>(db: Kysely<DB>, rule: UniqueIndexRule): Promise<Duplicate[]> {
  const column = sql.ref(rule.renameColumn);
  const { rows } = await sql<Duplicate>`
    select "ID", ${column} as value, rank from (
      select "ID", ${column}, row_number() over (partition by ${sql.raw(rule.key)} order by "ID") as rank from ${sql.table(rule.table)}
    ) d where rank > 1 order by "ID"`.execute(db);
  if (rows.length > 0) {
    process.emitWarning(`${rule.table}: ${rows.length} rows break ${rule.index}; renamed: ${JSON.stringify(rows.map((r) => ({ ID: r.ID, value: r.value })))}`, {
      code: 'VWS_DUPLICATES_RESOLVED',
    });
    const { rows: all } = await sql<{ value: string }>`select ${column} as value from ${sql.table(rule.table)}`.execute(db);
    const taken = new Set(all.map((r) => r.value.trim().toLowerCase()));
    for (const row of rows) {
      let n = Number(row.rank);
      while (taken.has(`${row.value.trim()} (${n})`.toLowerCase())) n++;
      const renamed = `${row.value.trim()} (${n})`;
      taken.add(renamed.toLowerCase());
      await sql`update ${sql.table(rule.table)} set ${column} = ${renamed} where "ID" = ${row.ID}`.execute(db);
    }
  }
  await sql`create unique index if not exists ${sql.ref(rule.index)} on ${sql.table(rule.table)} (${sql.raw(rule.key)})`.execute(db);
  return rows;
}
