import type { FastifyInstance } from 'fastify';
import type { MetaDb } from './meta.store';

/** The meta database of the running app. */
export function metaDbOf(app: FastifyInstance): MetaDb {
  return app.platform.db;
}
