import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VVT_FREITEXT_KEY, VVT_PATHS, vvtReferencesResponseSchema, vvtSummaryTotalsQuerySchema, vvtSummaryTotalsResponseSchema } from '@vws/shared/contract/vvt';
import { freitextRoutes } from '../../../platform/kit/freitext';
import { languageOf } from '../../../platform/messages';
import { viewerOf } from '../queries/access';
import { loadReferences, loadSummaryTotals } from '../queries/reports';
import type { VvtContext } from '../tables';
import { customerQuery, TAGS, VIEW } from './access-config';

/** Reference lists, the dashboard totals and the report free text. */
export const referencesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    VVT_PATHS.referenzen,
    {
      schema: {
        tags: TAGS,
        summary: 'The nine VVT reference lists, Name in the Accept-Language of the request (de default) plus Name_de and Name_en',
        querystring: customerQuery,
        response: { 200: vvtReferencesResponseSchema },
      },
      config: VIEW,
    },
    async (request) => request.withTenant(({ db }: VvtContext) => loadReferences(db, languageOf(request))),
  );

  app.get(
    VVT_PATHS.summaryReport,
    {
      schema: {
        tags: TAGS,
        summary: 'Dashboard totals: visible records per level and status, pending DPO review, assigned to the caller',
        querystring: customerQuery.extend(vvtSummaryTotalsQuerySchema.shape),
        response: { 200: vvtSummaryTotalsResponseSchema },
      },
      config: VIEW,
    },
    async (request) => {
      const viewer = viewerOf(request);
      return request.withTenant(({ db }: VvtContext) => loadSummaryTotals(db, viewer));
    },
  );

  await app.register(freitextRoutes({ key: VVT_FREITEXT_KEY, path: VVT_PATHS.freitext, permission: 'VWS_VVT_Report_Edit', tags: TAGS }));
};
