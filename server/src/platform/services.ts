import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { MetaDatabase } from '../db/schema';
import type { TenantDatabases } from '../db/tenants';
import type { Mailer } from '../email/mailer';
import type { RouteRecord } from './access';
import type { BackgroundTasks } from './background';
import type { ServerModule } from './module';

/** What routes reach through `app.platform`. */
export interface PlatformServices {
  config: Config;
  /**
   * The meta schema. With PGlite this is the one connection: never use it inside
   * request.withTenant (the transaction holds it); query meta tables through the tenant
   * transaction instead ('meta.<table>').
   */
  db: Kysely<MetaDatabase>;
  tenants: TenantDatabases;
  mailer: Mailer;
  modules: readonly ServerModule[];
  /** HS256 key of the access tokens. */
  accessKey: Uint8Array;
  /** Every /api route with its declared access, filled as routes register (access.ts). */
  routes: RouteRecord[];
  /** Work done after the answer has been sent. */
  background: BackgroundTasks;
}
