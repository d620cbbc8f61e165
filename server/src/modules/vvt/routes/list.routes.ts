import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VVT_FREITEXT_KEY, VVT_PATHS, verarbeitungenNameListResponseSchema, verarbeitungenResponseSchema } from '@vws/shared/contract/vvt';
import { loadFreitext } from '../../../platform/kit/freitext';
import { viewerOf } from '../queries/access';
import { vvtListJson, vvtNameList } from '../queries/list';
import type { VvtContext } from '../tables';
import { customerQuery, TAGS, VIEW } from './access-config';
import { listEnvelope, serializeWithoutValidation } from './serialize';

/** The register lists: every record the caller may see (all, or only the assigned ones). */
export const listRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    VVT_PATHS.verarbeitungen,
    {
      schema: {
        tags: TAGS,
        summary: 'The records of all three levels the caller may see, with the report free text',
        querystring: customerQuery,
        response: { 200: verarbeitungenResponseSchema },
      },
      // 10,000 rows: the SQL result already has the contract's shape (see serializeWithoutValidation).
      serializerCompiler: serializeWithoutValidation,
      config: VIEW,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = await request.withTenant(async ({ db }: VvtContext) =>
        listEnvelope(await vvtListJson(db, viewer), await loadFreitext(db, VVT_FREITEXT_KEY)),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    VVT_PATHS.nameList,
    {
      schema: {
        tags: TAGS,
        summary: 'ID, level, number and name of the records the caller may see',
        querystring: customerQuery,
        response: { 200: verarbeitungenNameListResponseSchema },
      },
      config: VIEW,
    },
    async (request) => {
      const viewer = viewerOf(request);
      return { verarbeitungen_name_list: await request.withTenant(({ db }: VvtContext) => vvtNameList(db, viewer)) };
    },
  );
};
