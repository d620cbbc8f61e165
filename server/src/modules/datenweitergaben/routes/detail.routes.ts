import type { FastifyPluginAsync } from 'fastify';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { contractRoute } from '../../../platform/kit/contract-route';
import { validationError } from '../../../platform/kit/validation';
import { datenweitergabeNotFound, loadDatenweitergabeDetail } from '../queries/detail';
import { deleteDatenweitergabe, insertDatenweitergabe, saveBodyErrors, updateDatenweitergabe } from '../queries/save';
import type { DwContext } from '../tables';

/** One transfer: read, create, change (versioned) and delete. */
export const detailRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, DW_ENDPOINTS.detail, async (request) =>
    request.withTenant(({ db }: DwContext) => loadDatenweitergabeDetail(db, request.query.datenweitergabeId)),
  );

  contractRoute(app, DW_ENDPOINTS.add, async (request) => {
    const errors = saveBodyErrors(request.body);
    if (errors.length) throw validationError(errors);
    return { newDatenweitergabeId: await request.withTenant(({ db, user }: DwContext) => insertDatenweitergabe(db, request.body, user.userUid)) };
  });

  contractRoute(app, DW_ENDPOINTS.update, async (request) => {
    const errors = saveBodyErrors(request.body);
    if (request.body.datenweitergabe.ID === 0) errors.push({ path: 'datenweitergabe.ID', message: 'required' });
    if (errors.length) throw validationError(errors);
    const Version = await request.withTenant(({ db, user }: DwContext) => updateDatenweitergabe(db, request.body, user.userUid));
    return { itemHasBeenChanged: false, Version };
  });

  contractRoute(app, DW_ENDPOINTS.delete, async (request) => {
    // Thrown inside the transaction: the statement trigger of the list version rolls back too.
    await request.withTenant(async ({ db }: DwContext) => {
      if (!(await deleteDatenweitergabe(db, request.body.IdDatenweitergabe))) throw datenweitergabeNotFound();
    });
    return { ok: true as const };
  });
};
