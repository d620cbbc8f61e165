import { sql, type RawBuilder } from 'kysely';
import { matchesBefund, summarizeFindings, type BefundSummary, type VerarbeitungenListFilter, type VvtListSortKey } from '@vws/shared/contract/vvt';
import { containsText, naturalSortKey, textSortKey } from '../../../platform/kit/list-sql';
import type { VvtDb } from '../tables';
import { visibleToViewer, type VvtViewer } from './access';
import { findingsOf } from './completeness';
import { vvtListQuery } from './list';

/**
 * One page of the VVT list, filtered and sorted by PostgreSQL as the list screen does it in the
 * browser (remotes/vvt rules/filter.ts and its columns): at 100,000 records the whole list is 46 MB
 * and over a second, a page of it a few kilobytes. The ids of every matching record travel along
 * (the detail's previous/next walks them). Each row of the page carries its completeness summary,
 * and the completeness filter runs the register check on the matching records only.
 */
export interface VvtListPage {
  json: string;
  matching: number;
  total: number;
  ids: number[];
}

/** The owner as the list shows and sorts it (ownerOf: "name · department"). */
const owner = sql`concat_ws(' · ', nullif("Verantwortlich_Name", ''), nullif("Verantwortlich_Abteilung", ''))`;

const SORT_KEYS: Record<VvtListSortKey, RawBuilder<unknown>> = {
  Nummer: naturalSortKey(sql.ref('Nummer')),
  Gruppe: textSortKey(sql.ref('Gruppe')),
  SDM_Ebene_Nr: sql.ref('SDM_Ebene_Nr'),
  Name: textSortKey(sql.ref('Name')),
  Zweck: textSortKey(sql.ref('Zweck')),
  Verantwortlich: textSortKey(owner),
  ID_Status: sql.ref('ID_Status'),
  PruefungDSB_angefordert_am: sql`coalesce("PruefungDSB_angefordert_am", '') collate "C"`,
};

const needle = (text: string | undefined) => text?.trim().toLocaleLowerCase('de') ?? '';

function conditions(filter: VerarbeitungenListFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (filter.register) where.push(sql`"SDM_Ebene_Nr" = ${filter.register}`);
  if (filter.ebene) where.push(sql`"SDM_Ebene_Nr" = ${filter.ebene}`);
  if (filter.status) {
    // The status filter applies to level 1 records only (spec §5).
    const shown = filter.status.length ? sql`"ID_Status" in (${sql.join(filter.status)})` : sql`false`;
    where.push(sql`("SDM_Ebene_Nr" <> 1 or ${shown})`);
  }
  const gruppe = needle(filter.gruppe);
  if (gruppe) where.push(containsText('Gruppe', gruppe));
  const text = needle(filter.text);
  if (text) where.push(sql`(${containsText('Nummer', text)} or ${containsText('Name', text)})`);
  const verantwortlich = needle(filter.verantwortlich);
  if (verantwortlich) where.push(sql`(${containsText('Verantwortlich_Name', verantwortlich)} or ${containsText('Verantwortlich_Abteilung', verantwortlich)})`);
  if (filter.nurZurPruefungDSB) where.push(sql`"isBereitZurPruefungDSB"`);
  if (filter.nurZugeordnet) where.push(sql`"isAssignedToCurrentUser"`);
  return where;
}

const whereOf = (where: RawBuilder<unknown>[]) => (where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``);

/** Each record's completeness summary (the register check, issue 23), read in its chunks. */
async function befundOf(db: VvtDb, viewer: VvtViewer, ids: readonly number[]): Promise<Map<number, BefundSummary>> {
  const result = new Map<number, BefundSummary>();
  const CHUNK = 2000;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const records = await db.selectFrom('vvt_verarbeitungen as v').selectAll('v').where('v.ID', 'in', chunk).where(visibleToViewer(viewer, 'v.ID')).execute();
    for (const [id, findings] of await findingsOf(db, viewer, records)) result.set(id, summarizeFindings(findings));
  }
  return result;
}

/** The page `filter.page` (from 1) of `filter.rows` rows; a page past the last is empty. */
export async function vvtListPage(db: VvtDb, viewer: VvtViewer, filter: VerarbeitungenListFilter & { rows: number }): Promise<VvtListPage> {
  const list = vvtListQuery(db, viewer);
  const direction = filter.sortOrder === '-1' ? sql`desc` : sql`asc`;
  const sortKey = filter.sortField ? SORT_KEYS[filter.sortField] : sql`null`;
  // Ties (and the unsorted list) in the register's order, as the screen's stable sort keeps them.
  const counted = await sql<{ ids: string; total: number }>`
    select coalesce((select json_agg(x."ID" order by ${sortKey} ${direction}, x."Sortierung", x."ID") from (${list}) x ${whereOf(conditions(filter))}), '[]')::text as ids,
      (select count(*)::int from (${list}) x ${whereOf(filter.register ? [sql`"SDM_Ebene_Nr" = ${filter.register}`] : [])}) as total`.execute(db);
  const { total } = counted.rows[0]!;
  let ids = JSON.parse(counted.rows[0]!.ids) as number[];
  let befund = new Map<number, BefundSummary>();
  if (filter.befund) {
    befund = await befundOf(db, viewer, ids);
    const wanted = filter.befund;
    ids = ids.filter((id) => matchesBefund(wanted, befund.get(id)));
  }
  const offset = ((filter.page ?? 1) - 1) * filter.rows;
  const pageIds = ids.slice(offset, offset + filter.rows);
  if (!filter.befund) befund = await befundOf(db, viewer, pageIds);
  const rows = pageIds.length ? (await sql<Record<string, unknown>>`select x.* from (${list}) x where x."ID" in (${sql.join(pageIds)})`.execute(db)).rows : [];
  const byId = new Map(rows.map((row) => [row.ID as number, row]));
  const page = pageIds.map((id) => ({ ...byId.get(id), befund: befund.get(id) }));
  return { json: JSON.stringify(page), matching: ids.length, total, ids };
}
