import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_FREITEXT_KEY,
  AUDIT_PATHS,
  auditfrageDetailResponseSchema,
  auditfrageRelationsResponseSchema,
  auditfragenResponseSchema,
  dokumentQuerySchema,
  idFrageQuerySchema,
} from '@vws/shared/contract/audit';
import { HttpError } from '../../../platform/request-context';
import { loadAuditfrage, loadDokument, loadRelations } from '../queries/frage';
import { loadFreitext } from '../../../platform/kit/freitext';
import type { ListCache } from '../../../platform/kit/list-cache';
import type { AuditTenantTables } from '../tables';
import type { AuditContext } from '../tables';
import { customerQuery } from './guards';
import { listEnvelope, serializeWithoutValidation } from './serialize';

const notFound = () => new HttpError(404, 'notFound', 'frageNotFound');

/** Reading questions: list, detail, relations and document download. */
export const fragenReadRoutes: FastifyPluginAsync<{ listCache: ListCache<AuditTenantTables> }> = async (fastify, { listCache }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = { access: { permission: 'VWS_AuditFragen_View' } } as const;

  app.get(
    AUDIT_PATHS.fragen,
    {
      schema: {
        tags: ['audit'],
        summary: 'All audit questions with their protection-goal and organisation-unit ids',
        querystring: customerQuery,
        response: { 200: auditfragenResponseSchema },
      },
      // 10,000 rows: the SQL result already has the contract's shape, re-validating it per
      // request would cost more than the query (DESIGN.md §10 budget).
      serializerCompiler: serializeWithoutValidation,
      config: view,
    },
    async (request, reply) => {
      const body = await request.withTenant(async ({ db, customer }: AuditContext) =>
        listEnvelope(
          'auditfragen',
          await listCache.get(db, customer.customerUid),
          await loadFreitext(db, AUDIT_FREITEXT_KEY),
        ),
      );
      // Already JSON text of the response schema's shape (see serializeWithoutValidation).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    AUDIT_PATHS.frageDetail,
    {
      schema: {
        tags: ['audit'],
        summary: 'One audit question',
        querystring: customerQuery.extend(idFrageQuerySchema.shape),
        response: { 200: auditfrageDetailResponseSchema },
      },
      config: view,
    },
    async (request) => {
      const auditfrage = await request.withTenant(({ db }: AuditContext) => loadAuditfrage(db, request.query.id_frage));
      if (!auditfrage) throw notFound();
      return { auditfrage };
    },
  );

  app.get(
    AUDIT_PATHS.frageRelations,
    {
      schema: {
        tags: ['audit'],
        summary: 'Protection goals, organisation units and documents of one question',
        querystring: customerQuery.extend(idFrageQuerySchema.shape),
        response: { 200: auditfrageRelationsResponseSchema },
      },
      config: view,
    },
    async (request) =>
      request.withTenant(async ({ db }: AuditContext) => {
        if (!(await loadAuditfrage(db, request.query.id_frage))) throw notFound();
        return loadRelations(db, request.query.id_frage);
      }),
  );

  app.get(
    AUDIT_PATHS.dokument,
    {
      schema: {
        tags: ['audit'],
        summary: 'Download an uploaded document of a question',
        querystring: customerQuery.extend(dokumentQuerySchema.shape),
      },
      config: view,
    },
    async (request, reply) => {
      const dok = await request.withTenant(({ db }: AuditContext) => loadDokument(db, request.query.id_dokument));
      if (!dok || !dok.Inhalt) throw new HttpError(404, 'notFound', 'dokumentNotFound');
      const filename = dok.Dateiname || dok.Name;
      return reply
        .header('content-type', dok.Mimetype || 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(dok.Inhalt));
    },
  );
};
