import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_FREITEXT_KEY,
  AUDIT_PATHS,
  freitextBodySchema,
  freitextResponseSchema,
  listReportResponseSchema,
  summaryQuerySchema,
  summaryTotalsResponseSchema,
} from '@vws/shared/contract/audit';
import { loadFreitext, saveFreitext } from '../queries/freitext';
import { auditListJson } from '../queries/list';
import { loadSummaryTotals } from '../queries/summary';
import { customerQuery } from './guards';
import { listEnvelope, serializeWithoutValidation } from './serialize';

/** Summary report, list report and its free text (Audit_Freitext). */
export const reportsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = { access: { permission: 'VWS_AuditFragen_View' } } as const;
  const reportEdit = { access: { permission: 'VWS_AuditFragen_Report_Edit' } } as const;

  app.get(
    AUDIT_PATHS.summaryTotals,
    {
      schema: {
        tags: ['audit'],
        summary:
          'Counts per protection goal. standard: package 1 only; extended: all packages, status 4 left out (counted as 0)',
        querystring: customerQuery.extend(summaryQuerySchema.shape),
        response: { 200: summaryTotalsResponseSchema },
      },
      config: view,
    },
    async (request) => ({ totals: await request.withTenant(({ db }) => loadSummaryTotals(db, request.query.variant)) }),
  );

  app.get(
    AUDIT_PATHS.listReport,
    {
      schema: {
        tags: ['audit'],
        summary: 'All questions for the printable list report, with the report free text',
        querystring: customerQuery,
        response: { 200: listReportResponseSchema },
      },
      serializerCompiler: serializeWithoutValidation,
      config: view,
    },
    async (request, reply) => {
      const body = await request.withTenant(async ({ db }) =>
        listEnvelope('list', await auditListJson(db, true), await loadFreitext(db, AUDIT_FREITEXT_KEY)),
      );
      // Already JSON text of the response schema's shape (see serializeWithoutValidation).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.put(
    AUDIT_PATHS.listReportFreitext,
    {
      schema: {
        tags: ['audit'],
        summary: 'Save the free text of the list report (at most 2000 characters)',
        querystring: customerQuery,
        body: freitextBodySchema,
        response: { 200: freitextResponseSchema },
      },
      config: reportEdit,
    },
    async (request) => ({
      textModel: await request.withTenant(({ db, user }) => saveFreitext(db, AUDIT_FREITEXT_KEY, request.body.text, user.userUid)),
    }),
  );
};
