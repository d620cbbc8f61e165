import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_PATHS,
  auditfrageAddBodySchema,
  auditfrageAddResponseSchema,
  auditfrageDeleteBodySchema,
  auditfrageDeleteResponseSchema,
  auditfrageUpdateBodySchema,
  auditfrageUpdateResponseSchema,
} from '@vws/shared/contract/audit';
import { HttpError } from '../../../platform/request-context';
import { assertValidSaveBody, insertFrage, updateFrage } from '../queries/save-frage';
import type { AuditContext } from '../tables';
import { customerQuery } from './guards';

/** Documents travel base64-encoded in the save call: up to a few files of 10 MB each. */
const SAVE_BODY_LIMIT = 50 * 1024 * 1024;

/** Creating, changing and deleting questions (VWS_AuditFragen_Edit). */
export const fragenWriteRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const edit = { access: { permission: 'VWS_AuditFragen_Edit' } } as const;

  app.post(
    AUDIT_PATHS.frageAdd,
    {
      schema: {
        tags: ['audit'],
        summary: 'Create a question (status 6, version 1) with its relations and documents',
        querystring: customerQuery,
        body: auditfrageAddBodySchema,
        response: { 200: auditfrageAddResponseSchema },
      },
      bodyLimit: SAVE_BODY_LIMIT,
      config: edit,
    },
    async (request) =>
      request.withTenant(async ({ db, user }: AuditContext) => {
        await assertValidSaveBody(db, request.body);
        return { newAuditfrageId: await insertFrage(db, request.body, user.userUid) };
      }),
  );

  app.put(
    AUDIT_PATHS.frageUpdate,
    {
      schema: {
        tags: ['audit'],
        summary: 'Change a question; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
        querystring: customerQuery,
        body: auditfrageUpdateBodySchema,
        response: { 200: auditfrageUpdateResponseSchema },
      },
      bodyLimit: SAVE_BODY_LIMIT,
      config: edit,
    },
    async (request) =>
      request.withTenant(async ({ db, user }: AuditContext) => {
        await assertValidSaveBody(db, request.body, request.body.auditfrage.ID);
        const Version = await updateFrage(db, request.body, user.userUid);
        return { itemHasBeenChanged: false, Version };
      }),
  );

  app.delete(
    AUDIT_PATHS.frageDelete,
    {
      schema: {
        tags: ['audit'],
        summary: 'Delete a question with its relations and documents',
        querystring: customerQuery,
        body: auditfrageDeleteBodySchema,
        response: { 200: auditfrageDeleteResponseSchema },
      },
      config: edit,
    },
    async (request) =>
      request.withTenant(async ({ db }: AuditContext) => {
        const deleted = await db.deleteFrom('audit_fragen').where('ID', '=', request.body.IdFrage).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, 'notFound', 'frageNotFound');
        return { ok: true as const };
      }),
  );
};
