import type { Kysely, Migration } from 'kysely';
import { DSFA_KRITERIEN } from '@vws/shared/contract/vvt';

/**
 * Issue 9, the DPIA screening: one switch and one note per WP248 criterion (dsfa_k_<key>,
 * dsfa_k_<key>_notiz) and the DPO's reason for a DPIA with fewer than two criteria. Existing
 * records start unscreened (all false, notes empty).
 */
export const vvtAssessments: Migration = {
  async up(db: Kysely<any>) {
    let table = db.schema.alterTable('vvt_verarbeitungen').addColumn('dsfa_begruendung_abweichung', 'text', (c) => c.notNull().defaultTo(''));
    for (const k of DSFA_KRITERIEN) {
      table = table
        .addColumn(`dsfa_k_${k}`, 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn(`dsfa_k_${k}_notiz`, 'text', (c) => c.notNull().defaultTo(''));
    }
    await table.execute();
    // The template import and the DPIA count look records up by level and number.
    await db.schema.createIndex('vvt_verarbeitungen_ebene_nummer').on('vvt_verarbeitungen').columns(['SDM_Ebene_Nr', 'Nummer']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('vvt_verarbeitungen_ebene_nummer').execute();
    let table = db.schema.alterTable('vvt_verarbeitungen').dropColumn('dsfa_begruendung_abweichung');
    for (const k of DSFA_KRITERIEN) table = table.dropColumn(`dsfa_k_${k}`).dropColumn(`dsfa_k_${k}_notiz`);
    await table.execute();
  },
};
