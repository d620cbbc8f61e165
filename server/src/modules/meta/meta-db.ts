import type { FastifyInstance } from 'fastify';
import type { MetaDb } from './meta.store';

/** The meta database of the running app (decorated by the platform). */
export function metaDbOf(app: FastifyInstance): MetaDb {
  return (app as unknown as { db: MetaDb }).db;
}
