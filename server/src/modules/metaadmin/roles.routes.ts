import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { contractRoute } from '../../platform/kit/contract-route';
import { listRoles } from './meta.store';
import { metaDbOf } from './meta-db';

/** GET /meta/roles: the customer roles (id, name) for role pickers. */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const db = metaDbOf(app);

  contractRoute(app, META_ENDPOINTS.roles, async () => ({ roles: await listRoles(db) }));
};
