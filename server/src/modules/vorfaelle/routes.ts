import type { FastifyPluginAsync } from 'fastify';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { contractRoute } from '../../platform/kit/contract-route';
import { validationError } from '../../platform/kit/validation';
import { viewerOf } from '../vvt/api';
import { dashboardWidgetRoutes } from './dashboard-widget';
import { deleteVorfall, insertVorfall, loadVorfaelle, loadVorfall, saveErrors, updateVorfall, vorfallNotFound } from './queries';
import type { VorfaelleContext } from './tables';

/** The routes of the contract (@vws/shared/contract/vorfaelle): path, access and schemas come from there. */
export const vorfaelleRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VORFAELLE_ENDPOINTS.list, async (request) =>
    request.withTenant(async ({ db }: VorfaelleContext) => ({ vorfaelle: await loadVorfaelle(db) })),
  );

  contractRoute(app, VORFAELLE_ENDPOINTS.detail, async (request) =>
    request.withTenant(async ({ db }: VorfaelleContext) => ({ vorfall: await loadVorfall(db, viewerOf(request), request.query.vorfallId) })),
  );

  contractRoute(app, VORFAELLE_ENDPOINTS.add, async (request) => ({
    newVorfallId: await request.withTenant(async ({ db, user }: VorfaelleContext) => {
      const errors = await saveErrors(db, viewerOf(request), request.body.vorfall);
      if (errors.length) throw validationError(errors);
      return insertVorfall(db, request.body, user.userUid);
    }),
  }));

  contractRoute(app, VORFAELLE_ENDPOINTS.update, async (request) => {
    const Version = await request.withTenant(async ({ db, user }: VorfaelleContext) => {
      const errors = await saveErrors(db, viewerOf(request), request.body.vorfall);
      if (request.body.vorfall.ID === 0) errors.push({ path: 'vorfall.ID', message: 'required' });
      if (errors.length) throw validationError(errors);
      return updateVorfall(db, request.body, user.userUid);
    });
    return { itemHasBeenChanged: false, Version };
  });

  contractRoute(app, VORFAELLE_ENDPOINTS.delete, async (request) => {
    await request.withTenant(async ({ db }: VorfaelleContext) => {
      if (!(await deleteVorfall(db, request.body.IdVorfall))) throw vorfallNotFound();
    });
    return { ok: true as const };
  });

  await app.register(dashboardWidgetRoutes);
};
