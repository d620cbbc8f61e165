import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';
import { contractRoute } from '../../../platform/kit/contract-route';
import { HttpError } from '../../../platform/request-context';
import { assertValidSaveBody, insertFrage, updateFrage } from '../queries/save-frage';
import type { AuditContext } from '../tables';

/** Documents travel base64-encoded in the save call: up to a few files of 10 MB each. */
const SAVE_BODY_LIMIT = 50 * 1024 * 1024;

/** Creating, changing and deleting questions (VWS_AuditFragen_Edit). */
export const fragenWriteRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(
    app,
    AUDIT_ENDPOINTS.frageAdd,
    async (request) =>
      request.withTenant(async ({ db, user }: AuditContext) => {
        await assertValidSaveBody(db, request.body);
        return { newAuditfrageId: await insertFrage(db, request.body, user.userUid) };
      }),
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  contractRoute(
    app,
    AUDIT_ENDPOINTS.frageUpdate,
    async (request) =>
      request.withTenant(async ({ db, user }: AuditContext) => {
        await assertValidSaveBody(db, request.body, request.body.auditfrage.ID);
        const Version = await updateFrage(db, request.body, user.userUid);
        return { itemHasBeenChanged: false, Version };
      }),
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  contractRoute(app, AUDIT_ENDPOINTS.frageDelete, async (request) =>
    request.withTenant(async ({ db }: AuditContext) => {
      const deleted = await db.deleteFrom('audit_fragen').where('ID', '=', request.body.IdFrage).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'notFound', 'frageNotFound');
      return { ok: true as const };
    }),
  );
};
