import type { FastifyPluginAsync } from 'fastify';
import { BETROFFENENANFRAGEN_ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';
import { contractRoute } from '../../platform/kit/contract-route';
import type { BetroffenenanfragenContext } from './tables';

/** The routes of the module's contract (@vws/shared/contract/betroffenenanfragen): path, access and schemas come from there. */
export const betroffenenanfragenRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, BETROFFENENANFRAGEN_ENDPOINTS.eintraege, async (request) =>
    request.withTenant(async ({ db }: BetroffenenanfragenContext) => ({
      eintraege: await db.selectFrom('betroffenenanfragen_eintraege').select(['ID', 'Name']).orderBy('ID').execute(),
    })),
  );
};
