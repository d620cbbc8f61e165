import { sql, type RawBuilder } from 'kysely';

/**
 * SQL for lists filtered and sorted on the server as the screens did it in the browser (issue 28):
 * their German text order and their case-insensitive substring filters.
 */

/** Lower case of umlauts too (a database with the C locale lowers ASCII only). */
export const lowered = (column: RawBuilder<unknown>) => sql<string>`lower(translate(${column}, 'ÄÖÜ', 'äöü'))`;

/** `column` contains `needle` (already lower-cased by the caller, as the screen's toLocaleLowerCase). */
export const containsText = (column: string, needle: string) => sql<boolean>`strpos(${lowered(sql.ref(column))}, ${needle}) > 0`;

/**
 * German text order as the screens' collator has it: case and umlauts do not count ("Ärzte" beside
 * "Arzt"), compared byte by byte whatever the database's locale.
 */
export const textSortKey = (column: RawBuilder<unknown>) => sql<string>`coalesce(lower(translate(${column}, 'ÄÖÜäöüß', 'aouaous')), '') collate "C"`;

/**
 * textSortKey with digit runs by value ("1.9" before "1.10", runs padded to 20 digits), for the
 * columns that are numbers by nature (a record's number). It splits each text into its runs, which
 * costs three times textSortKey on PGlite: names and groups sort by textSortKey.
 */
export function naturalSortKey(column: RawBuilder<unknown>): RawBuilder<string> {
  const folded = sql`lower(translate(${column}, 'ÄÖÜäöüß', 'aouaous'))`;
  const padded = sql`(select string_agg(case when m[1] ~ '^[0-9]' then lpad(m[1], 20, '0') else m[1] end, '' order by n)
    from regexp_matches(${folded}, '[0-9]+|[^0-9]+', 'g') with ordinality as t(m, n))`;
  return sql<string>`(case when ${column} ~ '[0-9]' then ${padded} else coalesce(${folded}, '') end) collate "C"`;
}
