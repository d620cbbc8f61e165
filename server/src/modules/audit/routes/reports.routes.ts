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
import { auditAccess, customerQuery, editorOf } from './guards';
import { listEnvelope, serializeWithoutValidation } from './serialize';

/** Summary report, list report and its free text (Audit_Freitext). */
export const reportsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = auditAccess(app, 'VWS_AuditFragen_View');
  const reportEdit = auditAccess(app, 'VWS_AuditFragen_Report_Edit');

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
      preValidation: view,
    },
    async (request) => ({ totals: await request.withTenant((db) => loadSummaryTotals(db, request.query.variant)) }),
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
      preValidation: view,
    },
    async (request, reply) => {
      const body = await request.withTenant(async (db) =>
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
      preValidation: reportEdit,
    },
    async (request) => ({
      textModel: await request.withTenant((db) => saveFreitext(db, AUDIT_FREITEXT_KEY, request.body.text, editorOf(request))),
    }),
  );
};
