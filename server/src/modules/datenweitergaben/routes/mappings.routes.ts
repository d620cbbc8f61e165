import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DW_PATHS, datenweitergabeIdQuerySchema, dwMappingsBodySchema, dwMappingsResponseSchema, idVerarbeitungParamSchema } from '@vws/shared/contract/datenweitergaben';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../../vvt/queries/access';
import type { VvtDb } from '../../vvt/tables';
import { assertDatenweitergabeExists } from '../queries/detail';
import { loadMappings, saveMappings, sideOfBody } from '../queries/mappings';
import type { DwContext, DwDb } from '../tables';
import { alsoRequires, customerQuery, EDIT, TAGS, VIEW, VVT_MAPPINGS_EDIT, VVT_VIEW } from './access-config';

// The VVT's record rules (assigned-only viewing and editing) read its tables, which DwDb holds too.
const asVvtDb = (db: DwDb) => db as unknown as VvtDb;

/**
 * The links transfer -> processing record from both sides (spec §3 "Mappings", §4 staging): the
 * transfer's detail and the processing record's detail. A change needs the edit right of both
 * sides: VWS_Datenweitergaben_Edit and VWS_VVTProzesse_Mappings_Edit.
 */
export const mappingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    DW_PATHS.mappings,
    {
      schema: {
        tags: TAGS,
        summary: 'The processing records a transfer is linked to (those the caller may see)',
        querystring: customerQuery.extend(datenweitergabeIdQuerySchema.shape),
        response: { 200: dwMappingsResponseSchema },
      },
      config: VIEW,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const id = request.query.datenweitergabeId;
      return request.withTenant(async ({ db }: DwContext) => {
        await assertDatenweitergabeExists(db, id);
        return { mappings: await loadMappings(db, viewer, { kind: 'datenweitergabe', id }) };
      });
    },
  );

  app.put(
    DW_PATHS.mappingsEdit,
    {
      schema: {
        tags: TAGS,
        summary: 'Store new (ID 0) and deleted links of one transfer; answers its links',
        querystring: customerQuery,
        body: dwMappingsBodySchema,
        response: { 200: dwMappingsResponseSchema },
      },
      config: EDIT,
      preValidation: alsoRequires(fastify, 'PUT', DW_PATHS.mappingsEdit),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const side = sideOfBody('datenweitergabe', request.body.mappings);
      if (!side) return { mappings: [] };
      return request.withTenant(async ({ db }: DwContext) => {
        await assertDatenweitergabeExists(db, side.id);
        await saveMappings(db, viewer, side, request.body.mappings);
        return { mappings: await loadMappings(db, viewer, side) };
      });
    },
  );

  app.get(
    DW_PATHS.vvtMappings,
    {
      schema: {
        tags: TAGS,
        summary: 'The transfers a processing record is linked to (404 when the record is hidden)',
        querystring: customerQuery.extend(idVerarbeitungParamSchema.shape),
        response: { 200: dwMappingsResponseSchema },
      },
      config: VVT_VIEW,
      preValidation: alsoRequires(fastify, 'GET', DW_PATHS.vvtMappings),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const id = request.query.IdVerarbeitung;
      return request.withTenant(async ({ db }: DwContext) => {
        await loadVisibleRecord(asVvtDb(db), viewer, id);
        return { mappings: await loadMappings(db, viewer, { kind: 'verarbeitung', id }) };
      });
    },
  );

  app.put(
    DW_PATHS.vvtMappingsEdit,
    {
      schema: {
        tags: TAGS,
        summary: 'Store new (ID 0) and deleted links of one processing record; needs its edit right; answers its links',
        querystring: customerQuery,
        body: dwMappingsBodySchema,
        response: { 200: dwMappingsResponseSchema },
      },
      config: VVT_MAPPINGS_EDIT,
      preValidation: alsoRequires(fastify, 'PUT', DW_PATHS.vvtMappingsEdit),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const side = sideOfBody('verarbeitung', request.body.mappings);
      if (!side) return { mappings: [] };
      return request.withTenant(async ({ db }: DwContext) => {
        await loadEditableRecord(asVvtDb(db), viewer, side.id);
        await saveMappings(db, viewer, side, request.body.mappings);
        return { mappings: await loadMappings(db, viewer, side) };
      });
    },
  );
};
