import type { FastifyPluginAsync } from 'fastify';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { contractRoute } from '../../../platform/kit/contract-route';
import { loadEditableRecord, loadVisibleRecord, viewerOf } from '../../vvt/api';
import { assertDatenweitergabeExists } from '../queries/detail';
import { loadMappings, saveMappings, sideOfBody } from '../queries/mappings';
import type { DwContext } from '../tables';
import { alsoRequires } from './access-config';

/**
 * The links transfer -> processing record from both sides (spec §3 "Mappings", §4 staging): the
 * transfer's detail and the processing record's detail. A change needs the edit right of both
 * sides: VWS_Datenweitergaben_Edit and VWS_VVTProzesse_Mappings_Edit.
 */
export const mappingsRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, DW_ENDPOINTS.mappings, async (request) => {
    const viewer = viewerOf(request);
    const id = request.query.datenweitergabeId;
    return request.withTenant(async ({ db }: DwContext) => {
      await assertDatenweitergabeExists(db, id);
      return { mappings: await loadMappings(db, viewer, { kind: 'datenweitergabe', id }) };
    });
  });

  contractRoute(
    app,
    DW_ENDPOINTS.mappingsEdit,
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
    { preValidation: alsoRequires(app, DW_ENDPOINTS.mappingsEdit) },
  );

  contractRoute(
    app,
    DW_ENDPOINTS.vvtMappings,
    async (request) => {
      const viewer = viewerOf(request);
      const id = request.query.IdVerarbeitung;
      return request.withTenant(async ({ db }: DwContext) => {
        await loadVisibleRecord(db, viewer, id);
        return { mappings: await loadMappings(db, viewer, { kind: 'verarbeitung', id }) };
      });
    },
    { preValidation: alsoRequires(app, DW_ENDPOINTS.vvtMappings) },
  );

  contractRoute(
    app,
    DW_ENDPOINTS.vvtMappingsEdit,
    async (request) => {
      const viewer = viewerOf(request);
      const side = sideOfBody('verarbeitung', request.body.mappings);
      if (!side) return { mappings: [] };
      return request.withTenant(async ({ db }: DwContext) => {
        await loadEditableRecord(db, viewer, side.id);
        await saveMappings(db, viewer, side, request.body.mappings);
        return { mappings: await loadMappings(db, viewer, side) };
      });
    },
    { preValidation: alsoRequires(app, DW_ENDPOINTS.vvtMappingsEdit) },
  );
};
