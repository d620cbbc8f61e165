import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translationsResponseSchema } from '@vws/shared/contract/meta';
import { readTranslationOverrides } from './meta.store';
import { metaDbOf } from './meta-db';

/**
 * GET /common/translations: text overrides keyed by language, merged by the client over its
 * bundled texts at start-up and after sign-in. Public: the sign-in page needs them too.
 */
export const translationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = metaDbOf(app);

  app.get(
    '/common/translations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: 'Translation overrides by language and namespace',
        response: { 200: translationsResponseSchema },
      },
    },
    async () => readTranslationOverrides(db),
  );
};
