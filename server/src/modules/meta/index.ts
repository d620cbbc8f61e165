import type { ServerModule } from '../../platform/module';
import { metaRoutes } from './routes';

/**
 * The user's own meta data: selectable customers and permissions, profile, password, roles and
 * the translation overrides. Lives in the meta schema only, so no tenant migrations.
 */
export const metaModule: ServerModule = {
  name: 'meta',
  tenantMigrations: {},
  routes: metaRoutes,
};
