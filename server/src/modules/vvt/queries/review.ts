import { sql } from 'kysely';
import type { Review, ReviewDecision } from '@vws/shared/contract/vvt';
import type { VvtDb } from '../tables';
import { isoTimestamp } from './list';

/**
 * The DPO's review of records (issue 23). The decisions are rows of vvt_reviews; the state is
 * derived: pending while the record is flagged ready for review, otherwise the last decision, and
 * changedSinceApproval when the change history (core_change_history, written by the tables'
 * triggers in the same transaction as the change) shows a change to an Art. 30 item after the
 * approval: one of ART30_FIELDS, a cube cell's measures (the TOM description) or a linked transfer.
 */
export const ART30_FIELDS = [
  'Nummer',
  'Name',
  'Zweck',
  'rechtsgrundlage',
  'ist_berechtigtes_interesse',
  'personengruppen',
  'datenkategorien',
  'datenweitergabe_extern',
  'datenweitergabe_ausserhalb_eu',
  'aufbewahrungsfristen',
  'datensicherheit_tom',
  'joint_control',
  'joint_control_partner',
] as const;

/** The review with the decider's uid (the route turns it into a name, users live in the meta schema). */
export type StoredReview = Omit<Review, 'by'> & { byUid: string | null };

const NONE: StoredReview = { state: 'none', byUid: null, at: null, comment: '', pendingSince: null };

/** The review of each of `ids` (records without any are absent: state none). */
export async function reviewsOf(db: VvtDb, ids: readonly number[]): Promise<Map<number, StoredReview>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('vvt_verarbeitungen as v')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('vvt_reviews')
          .distinctOn('ID_Verarbeitung')
          .select(['ID_Verarbeitung', 'decision', 'comment', 'by', 'at'])
          .where('ID_Verarbeitung', 'in', [...ids])
          .orderBy('ID_Verarbeitung')
          .orderBy('ID', 'desc')
          .as('r'),
      (join) => join.onRef('r.ID_Verarbeitung', '=', 'v.ID'),
    )
    .select([
      'v.ID',
      'v.isBereitZurPruefungDSB',
      isoTimestamp('v.PruefungDSB_angefordert_am').as('pendingSince'),
      'r.decision',
      'r.comment',
      'r.by',
      isoTimestamp('r.at').as('at'),
      sql<boolean>`r.decision = 'approved' and exists (
        select 1 from core_change_history h
        where h.entity = 'vvt_record' and h.entity_id = v."ID"::text and h.changed_at > r.at
          and (h.source_table = 'datenweitergaben_verarbeitungen'
            or exists (select 1 from jsonb_array_elements(h.changes) c
              where (h.source_table = 'vvt_verarbeitungen' and c->>'field' = any(${sql.val([...ART30_FIELDS])}::text[]))
                 or (h.source_table = 'vvt_sdm_cube' and c->>'field' = 'Massnahmen'))))`.as('changed'),
    ])
    .where('v.ID', 'in', [...ids])
    .execute();
  const result = new Map<number, StoredReview>();
  for (const row of rows) {
    const last = row.decision ? { byUid: row.by, at: row.at, comment: row.comment ?? '' } : { byUid: null, at: null, comment: '' };
    const pendingSince = row.isBereitZurPruefungDSB ? row.pendingSince : null;
    const state: Review['state'] = row.isBereitZurPruefungDSB
      ? 'pending'
      : row.decision === 'returned'
        ? 'returned'
        : row.decision === 'approved'
          ? row.changed
            ? 'changedSinceApproval'
            : 'approved'
          : 'none';
    result.set(row.ID, { ...NONE, ...last, state, pendingSince });
  }
  return result;
}

export async function reviewOf(db: VvtDb, id: number): Promise<StoredReview> {
  return (await reviewsOf(db, [id])).get(id) ?? NONE;
}

/**
 * Stores a decision: a row of vvt_reviews; the record no longer waits for the review, and is
 * returned (since now) or not. Not a content change: the Version (the editors' lock) stays.
 */
export async function storeReview(db: VvtDb, id: number, decision: ReviewDecision, comment: string, by: string): Promise<void> {
  await db.insertInto('vvt_reviews').values({ ID_Verarbeitung: id, decision, comment, by }).execute();
  await db
    .updateTable('vvt_verarbeitungen')
    .set({
      isBereitZurPruefungDSB: false,
      PruefungDSB_angefordert_am: null,
      PruefungDSB_zurueckgegeben_am: decision === 'returned' ? sql<Date>`now()` : null,
    })
    .where('ID', '=', id)
    .execute();
}
