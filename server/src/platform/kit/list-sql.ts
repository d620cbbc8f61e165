import { sql, type RawBuilder } from 'kysely';

/**
 * SQL for lists filtered and sorted on the server as the screens do it in the browser (issue 28):
 * the screens' sortRows (an Intl.Collator 'de', numeric, base sensitivity) and their
 * case-insensitive substring filters.
 */

/** Lower case of umlauts too (a database with the C locale lowers ASCII only). */
export const lowered = (column: RawBuilder<unknown>) => sql<string>`lower(translate(${column}, 'ÄÖÜ', 'äöü'))`;

/** `column` contains `needle` (already lower-cased by the caller, as the screen's toLocaleLowerCase). */
export const containsText = (column: string, needle: string) => sql<boolean>`strpos(${lowered(sql.ref(column))}, ${needle}) > 0`;

/**
 * The collator's text order: case and umlauts do not count ("Ärzte" beside "Arzt") and digit runs
 * sort by value ("1.9" before "1.10", padded to 20 digits), compared byte by byte whatever the
 * database's locale. Text without a digit skips the padding.
 */
export function naturalSortKey(column: RawBuilder<unknown>): RawBuilder<string> {
  const folded = sql`lower(translate(${column}, 'ÄÖÜäöüß', 'aouaous'))`;
  const padded = sql`(select string_agg(case when m[1] ~ '^[0-9]' then lpad(m[1], 20, '0') else m[1] end, '' order by n)
    from regexp_matches(${folded}, '[0-9]+|[^0-9]+', 'g') with ordinality as t(m, n))`;
  return sql<string>`(case when ${column} ~ '[0-9]' then ${padded} else coalesce(${folded}, '') end) collate "C"`;
}
