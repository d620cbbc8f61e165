import { sql } from 'kysely';
import type { VvtViewer } from './access';
import { vvtListQuery } from './list';
import { KRITERIEN_SUM } from './reports';
import type { VvtDb } from '../tables';

/**
 * GET /vvt/vvt-list-report: the list items the viewer may see plus the retention periods and the
 * DPIA screening (the retention report reads the same call), as one JSON text built by PostgreSQL.
 */
export async function vvtListReportJson(db: VvtDb, viewer: VvtViewer): Promise<string> {
  const query = vvtListQuery(db, viewer).select([
    'v.aufbewahrungsfristen',
    'v.dsfa_erforderlich',
    sql<number>`(${sql.raw(KRITERIEN_SUM)})`.as('dsfaKriterienAnzahl'),
  ]);
  const row = await db
    .selectFrom(query.as('x'))
    .select(sql<string>`coalesce(json_agg(x order by x."SDM_Ebene_Nr", x."Sortierung", x."ID"), '[]')::text`.as('json'))
    .executeTakeFirstOrThrow();
  return row.json;
}
