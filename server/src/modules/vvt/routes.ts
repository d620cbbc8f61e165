import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerUidQuerySchema } from '@vws/shared/contract/meta';
import type { VvtContext } from './tables';

/** The answer of GET /vvt/eintraege (the remote's api.ts mirrors it; move it to @vws/shared/contract when it grows). */
export const vvtEintraegeResponseSchema = z.object({
  eintraege: z.array(z.object({ ID: z.number().int(), Name: z.string() })),
});

/** GET /vvt/eintraege: the entries of the selected customer. */
export const vvtRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/vvt/eintraege',
    {
      schema: {
        tags: ['vvt'],
        summary: 'Entries of the selected customer',
        querystring: customerUidQuerySchema,
        response: { 200: vvtEintraegeResponseSchema },
      },
      config: { access: { permission: 'VWS_Select' } },
    },
    async (request) =>
      request.withTenant(async ({ db }: VvtContext) => ({
        eintraege: await db.selectFrom('vvt_eintraege').select(['ID', 'Name']).orderBy('ID').execute(),
      })),
  );
};
