import { sql, type RawBuilder } from 'kysely';
import { VERTRAGSSTATUS_GROUP_IDS, type DatenweitergabenListFilter, type DwListSortKey } from '@vws/shared/contract/datenweitergaben';
import type { DwDb } from '../tables';
import { containsText, textSortKey } from '../../../platform/kit/list-sql';
import { listQuery } from './list';

/**
 * One page of the data-transfer list, filtered and sorted by PostgreSQL as the list screen does it
 * in the browser (remotes/datenweitergaben rules/filter.ts, the columns' sort values): at 100,000
 * transfers the whole list is 38 MB and over a second, a page of it a few kilobytes.
 */
export interface DwListPage {
  json: string;
  matching: number;
  total: number;
}

/** "PLZ Ort, Land" as the screen shows and sorts it (placeOf). */
const place = sql`concat_ws(', ', nullif(concat_ws(' ', nullif("PLZ", ''), nullif("Ort", '')), ''), nullif("Land", ''))`;

const SORT_KEYS: Record<DwListSortKey, RawBuilder<unknown>> = {
  Gruppe: textSortKey(sql.ref('Gruppe')),
  Firma_Empfaenger: textSortKey(sql.ref('Firma_Empfaenger')),
  OrtLand: textSortKey(place),
  ID_Vertragsstatus: sql.ref('ID_Vertragsstatus'),
  Rechtsgrundlage: sql`coalesce("ID_Rechtsgrundlage", 0)`,
  Drittland: sql`"isDatenweitergabe_ausserhalb_EU"::int`,
  Wiedervorlagedatum: sql`coalesce(to_char("Wiedervorlagedatum", 'YYYY-MM-DD'), '')`,
};

function conditions(filter: DatenweitergabenListFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const columns = ['Gruppe', 'Firma_Empfaenger', 'Ort', 'Land'].map((column) => containsText(column, text));
    where.push(sql`(${sql.join(columns, sql` or `)})`);
  }
  if (filter.groups?.length) {
    const ids = filter.groups.flatMap((group) => VERTRAGSSTATUS_GROUP_IDS[group]);
    where.push(sql`"ID_Vertragsstatus" in (${sql.join(ids)})`);
  }
  if (filter.rechtsgrundlagen?.length) where.push(sql`coalesce("ID_Rechtsgrundlage", 0) in (${sql.join(filter.rechtsgrundlagen)})`);
  if (filter.drittland === 'yes') where.push(sql`"isDatenweitergabe_ausserhalb_EU"`);
  if (filter.drittland === 'no') where.push(sql`not "isDatenweitergabe_ausserhalb_EU"`);
  return where;
}

/** The page `filter.page` (from 1) of `filter.rows` rows; a page past the last is empty. */
export async function dwListPage(db: DwDb, filter: DatenweitergabenListFilter & { rows: number }): Promise<DwListPage> {
  const where = conditions(filter);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = filter.sortOrder === '-1' ? sql`desc` : sql`asc`;
  const sortKey = filter.sortField ? SORT_KEYS[filter.sortField] : sql`null`;
  const offset = ((filter.page ?? 1) - 1) * filter.rows;
  // The filter runs once (matching: ids and sort keys only); the page is the top rows of the order
  // (ties in the list's order: group, recipient, ID, as the screen's stable sort), then its rows.
  const result = await sql<DwListPage>`
    with matching as materialized (
      select "ID", ${sortKey} as "_key", "Gruppe", "Firma_Empfaenger" from datenweitergaben_datenweitergaben ${whereSql}
    ),
    chosen as (
      select "ID", "_key" from matching order by "_key" ${direction}, "Gruppe", "Firma_Empfaenger", "ID" limit ${filter.rows} offset ${offset}
    ),
    page as (select item.*, c."_key" from (${listQuery(db)}) item join chosen c on c."ID" = item."ID")
    select coalesce((select json_agg(to_jsonb(p) - '_key' order by p."_key" ${direction}, p."Gruppe", p."Firma_Empfaenger", p."ID") from page p), '[]')::text as json,
      (select count(*)::int from matching) as matching,
      (select count(*)::int from datenweitergaben_datenweitergaben) as total`.execute(db);
  return result.rows[0]!;
}
