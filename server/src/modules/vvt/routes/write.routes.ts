import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { validationError } from '../../../platform/kit/validation';
import { assertLegitimateInterestAllowed, dsfaErrors } from '../queries/assessments';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../queries/access';
import { deleteVerarbeitung, insertVerarbeitung, saveBodyErrors, updateVerarbeitung } from '../queries/save';
import type { VvtContext } from '../tables';

/** Creating, changing and deleting records (each step in the request's one transaction). */
export const writeRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.add, async (request) => {
    const viewer = viewerOf(request);
    const errors = [...saveBodyErrors(request.body), ...dsfaErrors(request.body.verarbeitung)];
    if (errors.length) throw validationError(errors);
    const newVerarbeitungId = await request.withTenant(async ({ db }: VvtContext) => {
      await assertLegitimateInterestAllowed(db, request.body.verarbeitung);
      return insertVerarbeitung(db, request.body, viewer);
    });
    return { newVerarbeitungId };
  });

  contractRoute(app, VVT_ENDPOINTS.update, async (request) => {
    const viewer = viewerOf(request);
    const errors = [...saveBodyErrors(request.body), ...dsfaErrors(request.body.verarbeitung)];
    if (request.body.verarbeitung.ID === 0) errors.push({ path: 'verarbeitung.ID', message: 'required' });
    if (errors.length) throw validationError(errors);
    const result = await request.withTenant(async ({ db }: VvtContext) => {
      const record = await loadEditableRecord(db, viewer, request.body.verarbeitung.ID);
      await assertLegitimateInterestAllowed(db, request.body.verarbeitung, record.ID);
      return updateVerarbeitung(db, request.body, viewer, record.SDM_Ebene_Nr);
    });
    return { itemHasBeenChanged: false, ...result };
  });

  contractRoute(app, VVT_ENDPOINTS.delete, async (request) => {
    const viewer = viewerOf(request);
    await request.withTenant(async ({ db }: VvtContext) => {
      await loadVisibleRecord(db, viewer, request.body.IdVerarbeitung);
      await deleteVerarbeitung(db, request.body.IdVerarbeitung);
    });
    return { ok: true as const };
  });
};
