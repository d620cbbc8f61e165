import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ENDPOINTS, AUDIT_FREITEXT_KEY } from '@vws/shared/contract/audit';
import { HttpError } from '../../../platform/request-context';
import { loadAuditfrage, loadDokument, loadRelations } from '../queries/frage';
import { contractRoute } from '../../../platform/kit/contract-route';
import { loadFreitext } from '../../../platform/kit/freitext';
import type { ListCache } from '../../../platform/kit/list-cache';
import type { AuditTenantTables } from '../tables';
import type { AuditContext } from '../tables';
import { listEnvelope } from './serialize';

const notFound = () => new HttpError(404, 'notFound', 'frageNotFound');

/** Reading questions: list, detail, relations and document download. */
export const fragenReadRoutes: FastifyPluginAsync<{ listCache: ListCache<AuditTenantTables> }> = async (app, { listCache }) => {
  // 10,000 rows: the cached JSON text built by PostgreSQL already has the contract's shape and is
  // sent as it is; re-validating it per request would cost more than the query (DESIGN.md §10
  // budget). The tests check it against the contract.
  contractRoute(app, AUDIT_ENDPOINTS.fragen, async (request, reply) => {
    const body = await request.withTenant(async ({ db, customer }: AuditContext) =>
      listEnvelope('auditfragen', await listCache.get(db, customer.customerUid), await loadFreitext(db, AUDIT_FREITEXT_KEY)),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  contractRoute(app, AUDIT_ENDPOINTS.frageDetail, async (request) => {
    const auditfrage = await request.withTenant(({ db }: AuditContext) => loadAuditfrage(db, request.query.id_frage));
    if (!auditfrage) throw notFound();
    return { auditfrage };
  });

  contractRoute(app, AUDIT_ENDPOINTS.frageRelations, async (request) =>
    request.withTenant(async ({ db }: AuditContext) => {
      if (!(await loadAuditfrage(db, request.query.id_frage))) throw notFound();
      return loadRelations(db, request.query.id_frage);
    }),
  );

  contractRoute(app, AUDIT_ENDPOINTS.dokument, async (request, reply) => {
    const dok = await request.withTenant(({ db }: AuditContext) => loadDokument(db, request.query.id_dokument));
    if (!dok || !dok.Inhalt) throw new HttpError(404, 'notFound', 'dokumentNotFound');
    const filename = dok.Dateiname || dok.Name;
    return reply
      .header('content-type', dok.Mimetype || 'application/octet-stream')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(dok.Inhalt));
  });
};
