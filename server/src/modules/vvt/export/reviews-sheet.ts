import { column, sheetText } from '../../../platform/kit/export-sheet';
import { type ExportSheet, keysetPages } from '../../../platform/module-hooks';
import { text } from '../../../platform/texts';
import type { VvtTenantTables } from '../tables';

const PAGE = 1000;

/** The DPO's review decisions (PUT /vvtedit/verarbeitung-review), oldest first: who approved or returned which record, when and why. */
export const reviewsSheet: ExportSheet<VvtTenantTables> = {
  name: sheetText('server:export.sheets.vvtReviews'),
  columns: [
    column('ID', 'server:export.columns.id', 8),
    column('Nummer', 'vvt:fields.Nummer', 12),
    column('Name', 'server:export.columns.record', 36),
    column('Entscheidung', 'server:export.columns.reviewDecision', 16),
    column('Kommentar', 'server:export.columns.reviewComment', 50),
    column('Von', 'server:export.columns.reviewBy', 24),
    column('Am', 'server:export.columns.reviewAt', 18),
  ],
  covers: { vvt_reviews: ['ID', 'ID_Verarbeitung', 'decision', 'comment', 'by', 'at'] },
  async *rows({ db, language, userName }) {
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('vvt_reviews as r')
        .innerJoin('vvt_verarbeitungen as v', 'v.ID', 'r.ID_Verarbeitung')
        .select(['r.ID', 'v.Nummer', 'v.Name', 'r.decision', 'r.comment', 'r.by', 'r.at'])
        .where('r.ID', '>', after)
        .orderBy('r.ID')
        .limit(PAGE)
        .execute(),
    )) {
      for (const r of page) {
        yield {
          ID: r.ID,
          Nummer: r.Nummer,
          Name: r.Name,
          Entscheidung: text(language, `server:export.reviewDecision.${r.decision}`),
          Kommentar: r.comment,
          Von: userName(r.by),
          Am: r.at instanceof Date ? r.at : new Date(String(r.at)),
        };
      }
    }
  },
};
