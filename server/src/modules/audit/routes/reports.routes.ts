import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ENDPOINTS, AUDIT_FREITEXT_KEY } from '@vws/shared/contract/audit';
import { contractRoute } from '../../../platform/kit/contract-route';
import { freitextRoutes, loadFreitext } from '../../../platform/kit/freitext';
import { statusTotalsRoutes } from '../../../platform/kit/status-totals';
import type { TenantContext } from '../../../platform/request-context';
import type { AuditTenantTables } from '../tables';
import { auditListJson } from '../queries/list';
import { loadSummaryTotals } from '../queries/summary';
import { listEnvelope } from './serialize';

/** Summary report, list report and its free text (Audit_Freitext), the dashboard widget's status totals. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, AUDIT_ENDPOINTS.summaryTotals, async (request) => ({
    totals: await request.withTenant(({ db }: TenantContext<AuditTenantTables>) => loadSummaryTotals(db, request.query.variant)),
  }));

  // The rows are JSON text built by PostgreSQL in the contract's shape, sent as they are.
  contractRoute(app, AUDIT_ENDPOINTS.listReport, async (request, reply) => {
    const body = await request.withTenant(async ({ db }: TenantContext<AuditTenantTables>) =>
      listEnvelope('list', await auditListJson(db, true), await loadFreitext(db, AUDIT_FREITEXT_KEY)),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  await app.register(freitextRoutes({ key: AUDIT_FREITEXT_KEY, endpoint: AUDIT_ENDPOINTS.listReportFreitext }));
  await app.register(statusTotalsRoutes<AuditTenantTables>({ endpoint: AUDIT_ENDPOINTS.statusTotals, table: 'audit_fragen' }));
};
