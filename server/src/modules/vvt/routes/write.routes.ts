import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VVT_PATHS,
  verarbeitungAddBodySchema,
  verarbeitungAddResponseSchema,
  verarbeitungDeleteBodySchema,
  verarbeitungUpdateBodySchema,
  verarbeitungUpdateResponseSchema,
} from '@vws/shared/contract/vvt';
import { validationError } from '../../../platform/kit/validation';
import { assertLegitimateInterestAllowed, dsfaErrors } from '../queries/assessments';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../queries/access';
import { deleteVerarbeitung, insertVerarbeitung, saveBodyErrors, updateVerarbeitung } from '../queries/save';
import type { VvtContext } from '../tables';
import { ADD, customerQuery, DELETE, EDIT, TAGS } from './access-config';

/** Creating, changing and deleting records (each step in the request's one transaction). */
export const writeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    VVT_PATHS.add,
    {
      schema: {
        tags: TAGS,
        summary: 'Create a record (status 0, Version 1) with its cube cells and process steps',
        querystring: customerQuery,
        body: verarbeitungAddBodySchema,
        response: { 200: verarbeitungAddResponseSchema },
      },
      config: ADD,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const errors = [...saveBodyErrors(request.body), ...dsfaErrors(request.body.verarbeitung)];
      if (errors.length) throw validationError(errors);
      const newVerarbeitungId = await request.withTenant(async ({ db }: VvtContext) => {
        await assertLegitimateInterestAllowed(db, request.body.verarbeitung);
        return insertVerarbeitung(db, request.body, viewer);
      });
      return { newVerarbeitungId };
    },
  );

  app.put(
    VVT_PATHS.update,
    {
      schema: {
        tags: TAGS,
        summary: 'Change a record with its cells and steps; a stale Version answers 409 itemHasBeenChanged unless forceUpdate',
        querystring: customerQuery,
        body: verarbeitungUpdateBodySchema,
        response: { 200: verarbeitungUpdateResponseSchema },
      },
      config: EDIT,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const errors = [...saveBodyErrors(request.body), ...dsfaErrors(request.body.verarbeitung)];
      if (request.body.verarbeitung.ID === 0) errors.push({ path: 'verarbeitung.ID', message: 'required' });
      if (errors.length) throw validationError(errors);
      const result = await request.withTenant(async ({ db }: VvtContext) => {
        const record = await loadEditableRecord(db, viewer, request.body.verarbeitung.ID);
        await assertLegitimateInterestAllowed(db, request.body.verarbeitung, record.ID);
        return updateVerarbeitung(db, request.body, viewer, record.SDM_Ebene_Nr);
      });
      return { itemHasBeenChanged: false, ...result };
    },
  );

  app.delete(
    VVT_PATHS.delete,
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a record with its cells, steps, assignments and relations',
        querystring: customerQuery,
        body: verarbeitungDeleteBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: DELETE,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await request.withTenant(async ({ db }: VvtContext) => {
        await loadVisibleRecord(db, viewer, request.body.IdVerarbeitung);
        await deleteVerarbeitung(db, request.body.IdVerarbeitung);
      });
      return { ok: true as const };
    },
  );
};
