import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { languageOf } from '../../../platform/messages';
import { loadVisibleRecord, viewerOf } from '../queries/access';
import { isPublicAuthority } from '../queries/assessments';
import { loadAssigneeUids, loadProzessschritte, loadSdmCube, loadSdmCubeReport, loadVerarbeitung } from '../queries/detail';
import { reviewOf } from '../queries/review';
import { loadBenutzer } from '../queries/users';
import { withReviewerName } from './register.routes';
import type { VvtContext } from '../tables';

/** One record: the detail with its 28 cube cells and 4 process steps, and its cube report. */
export const detailRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.detail, async (request) => {
    const viewer = viewerOf(request);
    const id = request.query.IdVerarbeitung;
    const detail = await request.withTenant(async ({ db }: VvtContext) => {
      await loadVisibleRecord(db, viewer, id);
      return {
        verarbeitung: await loadVerarbeitung(db, id),
        sdmCube: await loadSdmCube(db, id, languageOf(request)),
        prozessschritte: await loadProzessschritte(db, id),
        assigneeUids: await loadAssigneeUids(db, id),
        oeffentlicheStelle: await isPublicAuthority(db),
        review: await reviewOf(db, id),
      };
    });
    const { assigneeUids, review, ...rest } = detail;
    // Users live in the meta schema: looked up after the tenant transaction.
    return { ...rest, zugewieseneBenutzer: await loadBenutzer(app.platform.db, assigneeUids), review: await withReviewerName(app.platform.db, review) };
  });

  contractRoute(app, VVT_ENDPOINTS.sdmCubeReport, async (request) => {
    const viewer = viewerOf(request);
    const id = request.query.IdVerarbeitung;
    const sdmCubeModel = await request.withTenant(async ({ db }: VvtContext) => {
      await loadVisibleRecord(db, viewer, id);
      return loadSdmCubeReport(db, id);
    });
    return { sdmCubeModel };
  });
};
