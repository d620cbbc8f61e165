import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { COMMON_ENDPOINTS } from '@vws/shared/contract/common-endpoints';
import { COUNTRIES } from '@vws/shared/contract/countries';
import { contractRoute } from '../../platform/kit/contract-route';
import type { ServerModule, TenantSeedContext } from '../../platform/module';
import { FREITEXT_KEYS, type CoreTables } from '../../platform/kit/freitext';
import { freitextMigration } from './migrations/core_0001_freitext';
import { coreTableNames } from './migrations/core_0002_table_names';
import { coreHistory } from './migrations/core_0003_history';
import { historyRoutes } from '../../platform/history/routes';
import { freitextHistoryEntity } from '../../platform/history/freitext-entity';
import { aufgabenRoutes } from '../../platform/jobs/routes';

const healthRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, COMMON_ENDPOINTS.health, async () => {
    await sql`select 1`.execute(app.platform.db);
    return { ok: true as const, database: app.platform.config.databaseUrl ? ('postgres' as const) : ('pglite' as const) };
  });
};

/** The country catalogue (issue 23): the same for every customer and caller, so the browser may keep it for a day. */
const countriesRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, COMMON_ENDPOINTS.countries, async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=86400');
    return { countries: [...COUNTRIES] };
  });
};

const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(countriesRoutes);
  await app.register(historyRoutes);
  await app.register(aufgabenRoutes);
};

/** The platform's own tenant tables (free texts, change history), the health check and GET /common/history. */
export const coreModule: ServerModule = {
  name: 'core',
  tenantMigrations: { core_0001_freitext: freitextMigration, core_0002_table_names: coreTableNames, core_0003_history: coreHistory },
  routes,
  historyEntities: [freitextHistoryEntity],
  async seedTenant({ db }: TenantSeedContext<CoreTables>) {
    await db
      .insertInto('core_freitext')
      .values(FREITEXT_KEYS.map((key) => ({ key, Wert: '' })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },
};
