import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Permission } from '@vws/shared/permissions';
import type { ExportSheet, UserAssignments } from './module-hooks';
import type { HistoryEntityAccess } from './history/entities';
import type { DueItemDeclaration } from './jobs/due-items';

/**
 * A domain's server half (DESIGN.md §2): server/src/modules/<name>/index.ts exports one of these,
 * and server/src/modules/index.ts lists them. The platform registers the routes under /api,
 * runs the tenant migrations in every customer schema and calls seedTenant for demo customers.
 */
export interface ServerModule {
  name: string;
  /**
   * Migrations for each customer schema. Keys sort within the module and are prefixed with
   * the module name (e.g. 'audit_0001_init'); the tenant Migrator allows unordered migrations
   * across modules. Migrations must use unqualified table names: the migrator binds them to the
   * tenant schema (db.withSchema).
   */
  tenantMigrations: Record<string, Migration>;
  /**
   * Optional migrations of the shared `meta` schema (keys prefixed with the module name, e.g.
   * 'meta_customer_0001_masterdata'); they run after the platform's own meta migrations. Use
   * schema-qualified names (db.withSchema('meta') or 'meta.<table>').
   */
  metaMigrations?: Record<string, Migration>;
  /**
   * Every route declares its access in `config.access` (the server refuses to start otherwise).
   * Registered in a scope of their own, under /api.
   */
  routes: FastifyPluginAsync;
  /**
   * The module-access permission (e.g. VWS_Audit_Module_Access): the platform requires it, in
   * addition to the route's own, on every { permission } route of this module.
   */
  accessPermission?: Permission;
  /** Fills a demo customer's schema with realistic German content; runs once in a transaction. */
  // Each module's seed takes its own tables; the platform calls them all with the tenant transaction.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  seedTenant?: (ctx: TenantSeedContext<any>) => Promise<void>;
  /** Sheets of this module in the customer's data export (GET /customer/data-export), in order. */
  // Each module's sheets read its own tables (ExportSheet<MyTables>); the export hands them the tenant transaction.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  exportSheets?: ExportSheet<any>[];
  /** Records of this module assigned to a user (checked before removing the PO role; spec §6 force flags). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  userAssignments?: UserAssignments<any>;
  /**
   * Entities whose change history GET /common/history answers, each with its view permission
   * (the module's tables opt in to recording by a migration: history/trigger.ts historyMigration).
   */
  historyEntities?: HistoryEntityAccess[];
  /** Deadlines of this module's records: /aufgaben lists them, the reminder digest mails them (jobs/due-items.ts). */
  dueItems?: DueItemDeclaration[];
}

export interface TenantSeedContext<DB = object> {
  /** Bound to the tenant's schema, inside the seed transaction; typed with the module's tables. */
  db: Kysely<DB>;
  customerUid: string;
  customerName: string;
  /** e-mail -> user_uid of the demo accounts, for Bearbeiter_User_Uid and assignments. */
  users: Record<string, string>;
}
