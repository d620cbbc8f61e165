import { sql } from 'kysely';
import { DSFA_KRITERIEN, DSFA_SCHWELLE, VVT_REFERENCE_KEYS, type VvtReferenceKey, type VvtReferences, type VvtSummaryTotals } from '@vws/shared/contract/vvt';
import type { Language } from '../../../platform/messages';
import { referenceTableOf } from '../migrations/reference-rows';
import { assignedToViewer, visibleToViewer, type VvtViewer } from './access';
import type { VvtDb, VvtReferenceTableName } from '../tables';

/** SQL: how many of the nine WP248 criteria a record `v` meets. */
export const KRITERIEN_SUM = DSFA_KRITERIEN.map((k) => `v."dsfa_k_${k}"::int`).join(' + ');

/** One reference list with both names, by ID. */
export function loadReferenceRows(db: VvtDb, key: VvtReferenceKey) {
  return db
    .selectFrom(referenceTableOf(key) as VvtReferenceTableName)
    .select(['ID', 'Name_de', 'Name_en'])
    .orderBy('ID')
    .execute();
}

/** The nine reference lists, Name in the caller's language plus both names. */
export async function loadReferences(db: VvtDb, language: Language): Promise<VvtReferences> {
  const entries = await Promise.all(
    VVT_REFERENCE_KEYS.map(async (key) => {
      const rows = await loadReferenceRows(db, key);
      return [key, rows.map((r) => ({ ID: r.ID, Name: language === 'en' ? r.Name_en : r.Name_de, Name_de: r.Name_de, Name_en: r.Name_en }))] as const;
    }),
  );
  return Object.fromEntries(entries) as VvtReferences;
}

/** The dashboard widget's figures, counted in SQL over the records the viewer may see. */
export async function loadSummaryTotals(db: VvtDb, viewer: VvtViewer): Promise<VvtSummaryTotals> {
  const totals = await db
    .selectFrom('vvt_verarbeitungen as v')
    .select(['v.SDM_Ebene_Nr', 'v.ID_Status', sql<number>`count(*)::int`.as('Anzahl')])
    .where(visibleToViewer(viewer, 'v.ID'))
    .groupBy(['v.SDM_Ebene_Nr', 'v.ID_Status'])
    .orderBy('v.SDM_Ebene_Nr')
    .orderBy('v.ID_Status')
    .execute();
  const flags = await db
    .selectFrom('vvt_verarbeitungen as v')
    .select([
      sql<number>`count(*) filter (where v."isBereitZurPruefungDSB")::int`.as('zurPruefungDSB'),
      sql<number>`count(*) filter (where ${assignedToViewer(viewer, 'v.ID')})::int`.as('zugeordnet'),
      sql<number>`count(*) filter (where v."SDM_Ebene_Nr" = 1 and v.dsfa_erforderlich is true)::int`.as('dsfaErforderlich'),
      sql<number>`count(*) filter (where v."SDM_Ebene_Nr" = 1 and (${sql.raw(KRITERIEN_SUM)}) >= ${DSFA_SCHWELLE})::int`.as('dsfaVorgeschlagen'),
    ])
    .where(visibleToViewer(viewer, 'v.ID'))
    .executeTakeFirstOrThrow();
  return { totals, ...flags };
}
