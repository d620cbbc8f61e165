import type { FastifyPluginAsync } from 'fastify';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { contractRoute } from '../../platform/kit/contract-route';
import type { VorfaelleContext } from './tables';

/** The routes of the module's contract (@vws/shared/contract/vorfaelle): path, access and schemas come from there. */
export const vorfaelleRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, VORFAELLE_ENDPOINTS.eintraege, async (request) =>
    request.withTenant(async ({ db }: VorfaelleContext) => ({
      eintraege: await db.selectFrom('vorfaelle_eintraege').select(['ID', 'Name']).orderBy('ID').execute(),
    })),
  );
};
