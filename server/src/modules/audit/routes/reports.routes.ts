import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_FREITEXT_KEY,
  AUDIT_PATHS,
  listReportResponseSchema,
  summaryQuerySchema,
  summaryTotalsResponseSchema,
} from '@vws/shared/contract/audit';
import { freitextRoutes, loadFreitext } from '../../../platform/kit/freitext';
import { statusTotalsRoutes } from '../../../platform/kit/status-totals';
import type { TenantContext } from '../../../platform/request-context';
import type { AuditTenantTables } from '../tables';
import { auditListJson } from '../queries/list';
import { loadSummaryTotals } from '../queries/summary';
import { customerQuery } from './guards';
import { listEnvelope, serializeWithoutValidation } from './serialize';

/** Summary report, list report and its free text (Audit_Freitext), the dashboard widget's status totals. */
export const reportsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = { access: { permission: 'VWS_AuditFragen_View' } } as const;

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
    async (request) => ({ totals: await request.withTenant(({ db }: TenantContext<AuditTenantTables>) => loadSummaryTotals(db, request.query.variant)) }),
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
      const body = await request.withTenant(async ({ db }: TenantContext<AuditTenantTables>) =>
        listEnvelope('list', await auditListJson(db, true), await loadFreitext(db, AUDIT_FREITEXT_KEY)),
      );
      // Already JSON text of the response schema's shape (see serializeWithoutValidation).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  await app.register(
    freitextRoutes({
      key: AUDIT_FREITEXT_KEY,
      path: AUDIT_PATHS.listReportFreitext,
      permission: 'VWS_AuditFragen_Report_Edit',
      tags: ['audit'],
    }),
  );
  await app.register(
    statusTotalsRoutes<AuditTenantTables>({
      path: AUDIT_PATHS.statusTotals,
      table: 'audit_fragen',
      permission: 'VWS_AuditFragen_View',
      tags: ['audit'],
    }),
  );
};
