import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VVT_PATHS,
  idVerarbeitungQuerySchema,
  verarbeitungRelationsBodySchema,
  verarbeitungRelationsResponseSchema,
} from '@vws/shared/contract/vvt';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../queries/access';
import { loadRelations, saveRelations } from '../queries/relations';
import type { VvtContext } from '../tables';
import { customerQuery, MAPPINGS_EDIT, TAGS, VIEW } from './access-config';

/** Relations parent -> child between records, and the derived indirect ones. */
export const relationsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    VVT_PATHS.relations,
    {
      schema: {
        tags: TAGS,
        summary: 'Direct parents and children of a record, and the indirect relations through one level 2 record',
        querystring: customerQuery.extend(idVerarbeitungQuerySchema.shape),
        response: { 200: verarbeitungRelationsResponseSchema },
      },
      config: VIEW,
    },
    async (request) => {
      const viewer = viewerOf(request);
      return request.withTenant(async ({ db }: VvtContext) =>
        loadRelations(db, viewer, await loadVisibleRecord(db, viewer, request.query.IdVerarbeitung)),
      );
    },
  );

  app.put(
    VVT_PATHS.relationsEdit,
    {
      schema: {
        tags: TAGS,
        summary: 'Store new (ID 0) and deleted relations of a record; level order, self, duplicates and cycles are refused',
        querystring: customerQuery,
        body: verarbeitungRelationsBodySchema,
        response: { 200: verarbeitungRelationsResponseSchema },
      },
      config: MAPPINGS_EDIT,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { IdVerarbeitung, relations } = request.body;
      return request.withTenant(async ({ db }: VvtContext) => {
        const record = await loadEditableRecord(db, viewer, IdVerarbeitung);
        await saveRelations(db, viewer, IdVerarbeitung, relations);
        return loadRelations(db, viewer, record);
      });
    },
  );
};

