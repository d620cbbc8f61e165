import type { FastifyPluginAsync } from 'fastify';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { contractRoute } from '../../../platform/kit/contract-route';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../queries/access';
import { loadRelations, saveRelations } from '../queries/relations';
import type { VvtContext } from '../tables';

/** Relations parent -> child between records, and the derived indirect ones. */
export const relationsRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VVT_ENDPOINTS.relations, async (request) => {
    const viewer = viewerOf(request);
    return request.withTenant(async ({ db }: VvtContext) => loadRelations(db, viewer, await loadVisibleRecord(db, viewer, request.query.IdVerarbeitung)));
  });

  contractRoute(app, VVT_ENDPOINTS.relationsEdit, async (request) => {
    const viewer = viewerOf(request);
    const { IdVerarbeitung, relations } = request.body;
    return request.withTenant(async ({ db }: VvtContext) => {
      const record = await loadEditableRecord(db, viewer, IdVerarbeitung);
      await saveRelations(db, viewer, IdVerarbeitung, relations);
      return loadRelations(db, viewer, record);
    });
  });
};
