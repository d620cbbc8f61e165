import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rolesResponseSchema } from '@vws/shared/contract/meta';
import { listRoles } from './meta.store';
import { metaDbOf } from './meta-db';

/** GET /meta/roles: the customer roles (id, name) for role pickers. */
export const roleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = metaDbOf(app);

  app.get(
    '/meta/roles',
    {
      schema: {
        tags: ['meta'],
        summary: 'The customer roles',
        response: { 200: rolesResponseSchema },
      },
      config: { access: 'signedIn' },
    },
    async () => ({ roles: await listRoles(db) }),
  );
};
