import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VVT_PATHS,
  idVerarbeitungQuerySchema,
  sdmCubeReportResponseSchema,
  verarbeitungDetailResponseSchema,
} from '@vws/shared/contract/vvt';
import { languageOf } from '../../../platform/messages';
import { loadVisibleRecord, viewerOf } from '../queries/access';
import { isPublicAuthority } from '../queries/assessments';
import { loadAssigneeUids, loadProzessschritte, loadSdmCube, loadSdmCubeReport, loadVerarbeitung } from '../queries/detail';
import { loadBenutzer } from '../queries/users';
import type { VvtContext } from '../tables';
import { customerQuery, TAGS, VIEW } from './access-config';

/** One record: the detail with its 28 cube cells and 4 process steps, and its cube report. */
export const detailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const querystring = customerQuery.extend(idVerarbeitungQuerySchema.shape);

  app.get(
    VVT_PATHS.detail,
    {
      schema: {
        tags: TAGS,
        summary: 'One record with its 28 SDM cube cells, 4 process-step descriptions and assignees (404 when hidden)',
        querystring,
        response: { 200: verarbeitungDetailResponseSchema },
      },
      config: VIEW,
    },
    async (request) => {
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
        };
      });
      const { assigneeUids, ...rest } = detail;
      // Users live in the meta schema: looked up after the tenant transaction.
      return { ...rest, zugewieseneBenutzer: await loadBenutzer(app.platform.db, assigneeUids) };
    },
  );

  app.get(
    VVT_PATHS.sdmCubeReport,
    {
      schema: {
        tags: TAGS,
        summary: 'The SDM cube of one record: 28 rows (goal x step) with status and risk level',
        querystring,
        response: { 200: sdmCubeReportResponseSchema },
      },
      config: VIEW,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const id = request.query.IdVerarbeitung;
      const sdmCubeModel = await request.withTenant(async ({ db }: VvtContext) => {
        await loadVisibleRecord(db, viewer, id);
        return loadSdmCubeReport(db, id);
      });
      return { sdmCubeModel };
    },
  );
};
