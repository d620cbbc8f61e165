import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ServerModule } from '../../platform/module';
import { FREITEXT_KEYS, freitextMigration } from './migrations/core_0001_freitext';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }) } } },
    async () => {
      await sql`select 1`.execute(app.platform.db);
      return { ok: true as const, database: app.platform.config.databaseUrl ? ('postgres' as const) : ('pglite' as const) };
    },
  );
};

/** The platform's own tenant tables (free texts) and the health check. */
export const coreModule: ServerModule = {
  name: 'core',
  tenantMigrations: { core_0001_freitext: freitextMigration },
  routes: healthRoutes,
  async seedTenant({ db }) {
    await db
      .insertInto('freitext')
      .values(FREITEXT_KEYS.map((key) => ({ key, Wert: '' })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },
};
