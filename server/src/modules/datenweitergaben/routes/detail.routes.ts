import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DW_PATHS,
  datenweitergabeAddBodySchema,
  datenweitergabeAddResponseSchema,
  datenweitergabeDeleteBodySchema,
  datenweitergabeDetailResponseSchema,
  datenweitergabeIdQuerySchema,
  datenweitergabeUpdateBodySchema,
  datenweitergabeUpdateResponseSchema,
} from '@vws/shared/contract/datenweitergaben';
import { okSchema } from '@vws/shared/contract/common';
import { validationError } from '../../../platform/kit/validation';
import { datenweitergabeNotFound, loadDatenweitergabeDetail } from '../queries/detail';
import { deleteDatenweitergabe, insertDatenweitergabe, saveBodyErrors, updateDatenweitergabe } from '../queries/save';
import type { DwContext } from '../tables';
import { customerQuery, EDIT, TAGS, VIEW } from './access-config';

/** One transfer: read, create, change (versioned) and delete. */
export const detailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    DW_PATHS.detail,
    {
      schema: {
        tags: TAGS,
        summary: 'One transfer with its stored checkpoints of every legal basis',
        querystring: customerQuery.extend(datenweitergabeIdQuerySchema.shape),
        response: { 200: datenweitergabeDetailResponseSchema },
      },
      config: VIEW,
    },
    async (request) => request.withTenant(({ db }: DwContext) => loadDatenweitergabeDetail(db, request.query.datenweitergabeId)),
  );

  app.post(
    DW_PATHS.add,
    {
      schema: {
        tags: TAGS,
        summary: 'Create a transfer (Version 1) with the checkpoints of its legal basis; Firma_Empfaenger must not be empty',
        querystring: customerQuery,
        body: datenweitergabeAddBodySchema,
        response: { 200: datenweitergabeAddResponseSchema },
      },
      config: EDIT,
    },
    async (request) => {
      const errors = saveBodyErrors(request.body);
      if (errors.length) throw validationError(errors);
      return { newDatenweitergabeId: await request.withTenant(({ db, user }: DwContext) => insertDatenweitergabe(db, request.body, user.userUid)) };
    },
  );

  app.put(
    DW_PATHS.update,
    {
      schema: {
        tags: TAGS,
        summary: 'Change a transfer and its checkpoints; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
        querystring: customerQuery,
        body: datenweitergabeUpdateBodySchema,
        response: { 200: datenweitergabeUpdateResponseSchema },
      },
      config: EDIT,
    },
    async (request) => {
      const errors = saveBodyErrors(request.body);
      if (request.body.datenweitergabe.ID === 0) errors.push({ path: 'datenweitergabe.ID', message: 'required' });
      if (errors.length) throw validationError(errors);
      const Version = await request.withTenant(({ db, user }: DwContext) => updateDatenweitergabe(db, request.body, user.userUid));
      return { itemHasBeenChanged: false, Version };
    },
  );

  app.delete(
    DW_PATHS.delete,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a transfer with its checkpoints and links to processing records',
        querystring: customerQuery,
        body: datenweitergabeDeleteBodySchema,
        response: { 200: okSchema },
      },
      config: EDIT,
    },
    async (request) => {
      // Thrown inside the transaction: the statement trigger of the list version rolls back too.
      await request.withTenant(async ({ db }: DwContext) => {
        if (!(await deleteDatenweitergabe(db, request.body.IdDatenweitergabe))) throw datenweitergabeNotFound();
      });
      return { ok: true as const };
    },
  );
};
