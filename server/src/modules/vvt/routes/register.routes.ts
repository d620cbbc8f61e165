import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS, type Review } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { completenessTotals } from '../rules/completeness';
import { loadVisibleRecord, viewerOf } from '../queries/access';
import { recordFindings, registerFindings } from '../queries/completeness';
import { reviewOf, storeReview, type StoredReview } from '../queries/review';
import { loadBenutzer } from '../queries/users';
import type { VvtContext } from '../tables';

/** Names the decider of a review (users live in the meta schema: looked up outside the tenant transaction). */
export async function withReviewerName(metaDb: Parameters<typeof loadBenutzer>[0], stored: StoredReview): Promise<Review> {
  const { byUid, ...review } = stored;
  const [user] = byUid ? await loadBenutzer(metaDb, [byUid]) : [];
  return { ...review, by: user ? `${user.firstname} ${user.lastname}`.trim() : byUid };
}

/** Issue 23: the completeness checks of a record and of the register, and the DPO's review decision. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.completeness, async (request) => {
    const viewer = viewerOf(request);
    const id = request.query.IdVerarbeitung;
    const findings = await request.withTenant(async ({ db }: VvtContext) => {
      await loadVisibleRecord(db, viewer, id);
      return recordFindings(db, viewer, id);
    });
    return { findings };
  });

  contractRoute(app, VVT_ENDPOINTS.registerCompleteness, async (request) => {
    const viewer = viewerOf(request);
    const records = await request.withTenant(({ db }: VvtContext) => registerFindings(db, viewer, request.query.SDM_Ebene_Nr));
    return { records, totals: completenessTotals(records.map((r) => r.findings)) };
  });

  contractRoute(app, VVT_ENDPOINTS.review, async (request) => {
    const viewer = viewerOf(request);
    const { IdVerarbeitung, decision, comment } = request.body;
    const stored = await request.withTenant(async ({ db }: VvtContext) => {
      await loadVisibleRecord(db, viewer, IdVerarbeitung);
      await storeReview(db, IdVerarbeitung, decision, comment.trim(), viewer.userUid);
      return reviewOf(db, IdVerarbeitung);
    });
    request.log.info({ IdVerarbeitung, decision }, 'vvt review');
    return { review: await withReviewerName(app.platform.db, stored) };
  });
};
