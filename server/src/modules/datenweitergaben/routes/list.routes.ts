import type { FastifyPluginAsync } from 'fastify';
import { DW_ENDPOINTS, DW_FREITEXT_KEY } from '@vws/shared/contract/datenweitergaben';
import { contractRoute } from '../../../platform/kit/contract-route';
import { freitextRoutes, loadFreitext } from '../../../platform/kit/freitext';
import type { ListCache } from '../../../platform/kit/list-cache';
import { languageOf } from '../../../platform/messages';
import { dwBasicFields, dwListReport, dwSummaryTotals, dwWiedervorlage } from '../queries/list';
import { dwListPage } from '../queries/list-page';
import { loadDwReferences } from '../queries/references';
import type { DwContext, DwTenantTables } from '../tables';

/** The list, its report, the references, the summary totals, the resubmissions and the report free text (spec §7). */
export const listRoutes: FastifyPluginAsync<{ listCache: ListCache<DwTenantTables> }> = async (app, { listCache }) => {
  // 10,000 rows: the cached JSON text built by PostgreSQL is sent as it is (tests check it against the contract).
  // With rows=…: one filtered, sorted page and the counts (the list screen).
  contractRoute(app, DW_ENDPOINTS.list, async (request, reply) => {
    const { rows } = request.query;
    const body = await request.withTenant(async ({ db, customer }: DwContext) => {
      const textModel = JSON.stringify(await loadFreitext(db, DW_FREITEXT_KEY));
      if (rows !== undefined) {
        const page = await dwListPage(db, { ...request.query, rows });
        return `{"datenweitergaben_list":${page.json},"textModel":${textModel},"matching":${page.matching},"total":${page.total}}`;
      }
      return `{"datenweitergaben_list":${await listCache.get(db, customer.customerUid)},"textModel":${textModel}}`;
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  contractRoute(app, DW_ENDPOINTS.basicFields, async (request) => ({
    datenweitergaben_list_basic_fields: await request.withTenant(({ db }: DwContext) => dwBasicFields(db)),
  }));

  contractRoute(app, DW_ENDPOINTS.references, async (request) => request.withTenant(({ db }: DwContext) => loadDwReferences(db, languageOf(request))));

  contractRoute(app, DW_ENDPOINTS.summaryTotals, async (request) => ({ totals: await request.withTenant(({ db }: DwContext) => dwSummaryTotals(db)) }));

  contractRoute(app, DW_ENDPOINTS.listReport, async (request) =>
    request.withTenant(async ({ db }: DwContext) => ({ list: await dwListReport(db), textModel: await loadFreitext(db, DW_FREITEXT_KEY) })),
  );

  contractRoute(app, DW_ENDPOINTS.wiedervorlage, async (request) => request.withTenant(({ db }: DwContext) => dwWiedervorlage(db)));

  await app.register(freitextRoutes({ key: DW_FREITEXT_KEY, endpoint: DW_ENDPOINTS.freitext }));
};
