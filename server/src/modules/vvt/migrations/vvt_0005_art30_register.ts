import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 23, the authority-ready register:
 * - joint_control_partner: the joint controllers by name (Art. 26, named per record in the Art. 30 register);
 * - the DPO's review: one row per decision (who, when, approved or returned, comment) in vvt_reviews, and on
 *   the record since when it waits for the review and since when it is returned (the due items of the
 *   reminders read these two; a decision clears the wait, approving or asking again clears "returned").
 * Records flagged ready before count as waiting since their last change.
 */
export const vvtArt30Register: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('vvt_verarbeitungen')
      .addColumn('joint_control_partner', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('PruefungDSB_angefordert_am', 'timestamptz')
      .addColumn('PruefungDSB_zurueckgegeben_am', 'timestamptz')
      .execute();
    await db
      .updateTable('vvt_verarbeitungen')
      .set({ PruefungDSB_angefordert_am: sql`"Bearbeitungsdatum"` })
      .where('isBereitZurPruefungDSB', '=', true)
      .execute();
    await db.schema
      .createTable('vvt_reviews')
      .addColumn('ID', 'serial', (c) => c.primaryKey())
      .addColumn('ID_Verarbeitung', 'integer', (c) => c.notNull().references('vvt_verarbeitungen.ID').onDelete('cascade'))
      .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('approved', 'returned')`))
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('by', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('vvt_reviews_record').on('vvt_reviews').columns(['ID_Verarbeitung', 'ID']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('vvt_reviews').execute();
    await db.schema
      .alterTable('vvt_verarbeitungen')
      .dropColumn('joint_control_partner')
      .dropColumn('PruefungDSB_angefordert_am')
      .dropColumn('PruefungDSB_zurueckgegeben_am')
      .execute();
  },
};
