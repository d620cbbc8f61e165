import type { FastifyPluginAsync } from 'fastify';
import { BETROFFENENANFRAGEN_ENDPOINTS as ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';
import { contractRoute } from '../../platform/kit/contract-route';
import { validationError } from '../../platform/kit/validation';
import { languageOf } from '../../platform/messages';
import { viewerOf } from '../vvt/api';
import { dashboardWidgetRoutes } from './dashboard-widget';
import { anfrageNotFound, deleteAnfrage, insertAnfrage, loadAnfrage, loadAnfragen, saveErrors, updateAnfrage } from './queries';
import type { AnfragenContext } from './tables';

/** The routes of the contract (@vws/shared/contract/betroffenenanfragen): path, access and schemas come from there. */
export const betroffenenanfragenRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, ENDPOINTS.list, async (request) => request.withTenant(async ({ db }: AnfragenContext) => ({ anfragen: await loadAnfragen(db) })));

  contractRoute(app, ENDPOINTS.detail, async (request) =>
    request.withTenant(async ({ db }: AnfragenContext) => ({
      anfrage: await loadAnfrage(db, viewerOf(request), request.query.anfrageId, languageOf(request)),
    })),
  );

  contractRoute(app, ENDPOINTS.add, async (request) => ({
    newAnfrageId: await request.withTenant(async ({ db, user }: AnfragenContext) => {
      const errors = await saveErrors(db, viewerOf(request), request.body.anfrage);
      if (errors.length) throw validationError(errors);
      return insertAnfrage(db, request.body, user.userUid);
    }),
  }));

  contractRoute(app, ENDPOINTS.update, async (request) => {
    const Version = await request.withTenant(async ({ db, user }: AnfragenContext) => {
      const errors = await saveErrors(db, viewerOf(request), request.body.anfrage);
      if (request.body.anfrage.ID === 0) errors.push({ path: 'anfrage.ID', message: 'required' });
      if (errors.length) throw validationError(errors);
      return updateAnfrage(db, request.body, user.userUid);
    });
    return { itemHasBeenChanged: false, Version };
  });

  contractRoute(app, ENDPOINTS.delete, async (request) => {
    await request.withTenant(async ({ db }: AnfragenContext) => {
      if (!(await deleteAnfrage(db, request.body.IdAnfrage))) throw anfrageNotFound();
    });
    return { ok: true as const };
  });

  await app.register(dashboardWidgetRoutes);
};
