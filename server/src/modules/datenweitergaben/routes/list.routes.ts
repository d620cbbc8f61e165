import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DW_FREITEXT_KEY,
  DW_PATHS,
  datenweitergabenBasicFieldsResponseSchema,
  datenweitergabenListReportResponseSchema,
  datenweitergabenResponseSchema,
  dwReferencesResponseSchema,
  dwSummaryTotalsResponseSchema,
  wiedervorlageResponseSchema,
} from '@vws/shared/contract/datenweitergaben';
import { freitextRoutes, loadFreitext } from '../../../platform/kit/freitext';
import type { ListCache } from '../../../platform/kit/list-cache';
import { languageOf } from '../../../platform/messages';
import { serializeWithoutValidation } from '../../vvt/routes/serialize';
import { dwBasicFields, dwListReport, dwSummaryTotals, dwWiedervorlage } from '../queries/list';
import { loadDwReferences } from '../queries/references';
import type { DwContext, DwTenantTables } from '../tables';
import { customerQuery, EDIT, TAGS, VIEW } from './access-config';

/** The list, its report, the references, the summary totals, the resubmissions and the report free text (spec §7). */
export const listRoutes: FastifyPluginAsync<{ listCache: ListCache<DwTenantTables> }> = async (fastify, { listCache }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    DW_PATHS.list,
    {
      schema: { tags: TAGS, summary: 'Every data transfer of the customer, with the report free text', querystring: customerQuery, response: { 200: datenweitergabenResponseSchema } },
      // 10,000 rows: the cached JSON text built by PostgreSQL is sent as it is.
      serializerCompiler: serializeWithoutValidation,
      config: VIEW,
    },
    async (request, reply) => {
      const body = await request.withTenant(async ({ db, customer }: DwContext) => {
        const rows = await listCache.get(db, customer.customerUid);
        return `{"datenweitergaben_list":${rows},"textModel":${JSON.stringify(await loadFreitext(db, DW_FREITEXT_KEY))}}`;
      });
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    DW_PATHS.basicFields,
    {
      schema: { tags: TAGS, summary: 'ID, group, recipient, place and status of every transfer (to pick one)', querystring: customerQuery, response: { 200: datenweitergabenBasicFieldsResponseSchema } },
      config: VIEW,
    },
    async (request) => ({ datenweitergaben_list_basic_fields: await request.withTenant(({ db }: DwContext) => dwBasicFields(db)) }),
  );

  app.get(
    DW_PATHS.references,
    {
      schema: { tags: TAGS, summary: 'Contract status, legal bases and third-country legal bases, Name in the Accept-Language', querystring: customerQuery, response: { 200: dwReferencesResponseSchema } },
      config: VIEW,
    },
    async (request) => request.withTenant(({ db }: DwContext) => loadDwReferences(db, languageOf(request))),
  );

  app.get(
    DW_PATHS.summaryTotals,
    {
      schema: { tags: TAGS, summary: 'Per group of transfers: the number in each of the six contract-status groups of spec §4', querystring: customerQuery, response: { 200: dwSummaryTotalsResponseSchema } },
      config: VIEW,
    },
    async (request) => ({ totals: await request.withTenant(({ db }: DwContext) => dwSummaryTotals(db)) }),
  );

  app.get(
    DW_PATHS.listReport,
    {
      schema: { tags: TAGS, summary: 'The list report: every transfer with the texts it prints, and the free text', querystring: customerQuery, response: { 200: datenweitergabenListReportResponseSchema } },
      config: VIEW,
    },
    async (request) =>
      request.withTenant(async ({ db }: DwContext) => ({ list: await dwListReport(db), textModel: await loadFreitext(db, DW_FREITEXT_KEY) })),
  );

  app.get(
    DW_PATHS.wiedervorlage,
    {
      schema: { tags: TAGS, summary: 'Contracts whose resubmission date or end falls within 30 days or is past (not terminated ones)', querystring: customerQuery, response: { 200: wiedervorlageResponseSchema } },
      config: VIEW,
    },
    async (request) => request.withTenant(({ db }: DwContext) => dwWiedervorlage(db)),
  );

  await app.register(freitextRoutes({ key: DW_FREITEXT_KEY, path: DW_PATHS.freitext, permission: EDIT.access.permission, tags: TAGS }));
};
