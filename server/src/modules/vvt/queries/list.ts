import { sql } from 'kysely';
import type { VerarbeitungName } from '@vws/shared/contract/vvt';
import { visibleToViewer, type VvtViewer } from './access';
import type { VvtDb } from '../tables';

export const isoTimestamp = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list items the viewer may see (spec §3 "VVT process list item"), with the per-caller
 * assignment flag. The assignments are aggregated once per record (hash join) instead of two
 * EXISTS probes per row: at 10,000 records the difference is a third of the query.
 */
export function vvtListQuery(db: VvtDb, viewer: VvtViewer) {
  const assignments = db
    .selectFrom('vvt_zuweisungen')
    .select(['ID_Verarbeitung', sql<boolean>`bool_or(user_uid = ${viewer.userUid})`.as('mine')])
    .groupBy('ID_Verarbeitung')
    .as('a');
  const assigned = viewer.isDefaultAssignee ? sql<boolean>`coalesce(a.mine, a."ID_Verarbeitung" is null)` : sql<boolean>`coalesce(a.mine, false)`;
  return db
    .selectFrom('vvt_verarbeitungen as v')
    .leftJoin(assignments, 'a.ID_Verarbeitung', 'v.ID')
    .select([
      'v.ID',
      'v.SDM_Ebene_Nr',
      'v.ID_Status',
      'v.Gruppe',
      'v.Nummer',
      'v.Name',
      'v.Zweck',
      'v.Verantwortlich_Name',
      'v.Verantwortlich_Abteilung',
      'v.Sortierung',
      'v.Version',
      isoTimestamp('v.Bearbeitungsdatum').as('Bearbeitungsdatum'),
      'v.isBereitZurPruefungDSB',
      isoTimestamp('v.PruefungDSB_angefordert_am').as('PruefungDSB_angefordert_am'),
      assigned.as('isAssignedToCurrentUser'),
    ])
    .$if(!viewer.canViewAll, (q) => q.where(assigned));
}

/**
 * The list as one JSON text built by PostgreSQL (as the audit list): at 10,000 records this is
 * several times faster than moving rows through the driver and serialising them in JavaScript.
 */
export async function vvtListJson(db: VvtDb, viewer: VvtViewer): Promise<string> {
  const row = await db
    .selectFrom(vvtListQuery(db, viewer).as('x'))
    .select(sql<string>`coalesce(json_agg(x order by x."Sortierung", x."ID"), '[]')::text`.as('json'))
    .executeTakeFirstOrThrow();
  return row.json;
}

export async function vvtNameList(db: VvtDb, viewer: VvtViewer): Promise<VerarbeitungName[]> {
  return db
    .selectFrom('vvt_verarbeitungen as v')
    .select(['v.ID', 'v.SDM_Ebene_Nr', 'v.Nummer', 'v.Name'])
    .where(visibleToViewer(viewer, 'v.ID'))
    .orderBy('v.SDM_Ebene_Nr')
    .orderBy('v.Nummer')
    .orderBy('v.ID')
    .execute();
}

/**
 * The groups of the records the viewer may see (the full report's group choice), trimmed, once each,
 * in German order: the choice no longer needs the whole register (46 MB at 100,000 records).
 */
export async function vvtGroups(db: VvtDb, viewer: VvtViewer): Promise<string[]> {
  const gruppe = sql<string>`btrim(v."Gruppe")`;
  const rows = await db
    .selectFrom('vvt_verarbeitungen as v')
    .select(gruppe.as('gruppe'))
    .distinct()
    .where(visibleToViewer(viewer, 'v.ID'))
    .where(gruppe, '<>', '')
    .execute();
  return rows.map((row) => row.gruppe).sort((a, b) => a.localeCompare(b, 'de'));
}
