import type { FastifyPluginAsync } from 'fastify';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { contractRoute } from '../../platform/kit/contract-route';
import { readTranslationOverrides } from './meta.store';
import { metaDbOf } from './meta-db';

/**
 * GET /common/translations: text overrides keyed by language, merged by the client over its
 * bundled texts at start-up and after sign-in. Public: the sign-in page needs them too.
 */
export const translationRoutes: FastifyPluginAsync = async (app) => {
  const db = metaDbOf(app);

  contractRoute(app, META_ENDPOINTS.translations, async () => readTranslationOverrides(db));
};
