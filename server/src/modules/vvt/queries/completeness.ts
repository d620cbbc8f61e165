import { sql } from 'kysely';
import type { Finding, RegisterCompletenessRecord } from '@vws/shared/contract/vvt';
import { recordRecipients } from '../../datenweitergaben/api';
import { completenessFindings, type CompletenessRecord } from '../rules/completeness';
import type { VvtDb } from '../tables';
import { visibleToViewer, type VvtViewer } from './access';

/** Records checked per round trip (ids in one IN list). */
const CHUNK = 500;

async function cubeMeasures(db: VvtDb, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('vvt_sdm_cube')
    .select('ID_Verarbeitung')
    .distinct()
    .where('ID_Verarbeitung', 'in', [...ids])
    .where(sql<string>`btrim("Massnahmen")`, '<>', '')
    .execute();
  return new Set(rows.map((r) => r.ID_Verarbeitung));
}

function recordsQuery(db: VvtDb, viewer: VvtViewer) {
  return db.selectFrom('vvt_verarbeitungen as v').selectAll('v').where(visibleToViewer(viewer, 'v.ID'));
}

/**
 * The findings of the given records (completenessFindings): each record with its linked data transfers
 * (the data-transfer module's recordRecipients, with the viewer's visibility) and whether its cube names measures.
 */
export async function findingsOf(db: VvtDb, viewer: VvtViewer, rows: readonly (CompletenessRecord & { ID: number })[]): Promise<Map<number, Finding[]>> {
  const result = new Map<number, Finding[]>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const ids = chunk.map((r) => r.ID);
    const [recipients, measures] = [await recordRecipients(db, viewer, ids), await cubeMeasures(db, ids)];
    for (const record of chunk) {
      result.set(record.ID, completenessFindings({ record, recipients: recipients.get(record.ID) ?? [], hasCubeMeasures: measures.has(record.ID) }));
    }
  }
  return result;
}

/** One visible record's findings (the caller checked it is visible). */
export async function recordFindings(db: VvtDb, viewer: VvtViewer, id: number): Promise<Finding[]> {
  const rows = await recordsQuery(db, viewer).where('v.ID', '=', id).execute();
  return (await findingsOf(db, viewer, rows)).get(id) ?? [];
}

/** The visible records of one level (0: of every level) in register order, each with its findings. */
export async function registerFindings(db: VvtDb, viewer: VvtViewer, ebene: number): Promise<RegisterCompletenessRecord[]> {
  const rows = await recordsQuery(db, viewer)
    .$if(ebene !== 0, (q) => q.where('v.SDM_Ebene_Nr', '=', ebene))
    .orderBy('v.SDM_Ebene_Nr')
    .orderBy('v.Sortierung')
    .orderBy('v.Nummer')
    .orderBy('v.ID')
    .execute();
  const findings = await findingsOf(db, viewer, rows);
  return rows.map((r) => ({ ID: r.ID, Nummer: r.Nummer, Name: r.Name, findings: findings.get(r.ID) ?? [] }));
}
