import type { ServerModule } from '../../platform/module';
import { metaRoutes } from './routes';

/**
 * The server half of remotes/metaadmin (same name, DESIGN.md §2): the user's own meta data
 * (selectable customers and permissions, profile, password), roles, the translation overrides and
 * the meta administration (/meta-admin/...). Lives in the meta schema only, so no tenant migrations.
 */
export const metaadminModule: ServerModule = {
  name: 'metaadmin',
  tenantMigrations: {},
  routes: metaRoutes,
};
