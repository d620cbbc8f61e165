import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Bilingual, DashboardWidgetContent } from '@vws/shared/contract/dashboard-widget';
import type { dashboardWidgetEndpoint } from '@vws/shared/contract/kit-endpoints';
import { contractRoute } from './contract-route';
import type { TenantContext } from '../request-context';

export interface DashboardWidgetRouteOptions<DB> {
  /** The module's contract (contract/kit-endpoints dashboardWidgetEndpoint); its path is the manifest's dashboardWidget.source. */
  endpoint: ReturnType<typeof dashboardWidgetEndpoint>;
  /** The content, read in the customer's schema; `granted` tells which links the caller may follow. */
  load: (context: TenantContext<DB>, granted: ReadonlySet<string>, request: FastifyRequest) => Promise<DashboardWidgetContent>;
}

/** A reference list's names by ID for a widget; an ID without a row shows as itself. */
export function bilingualNames(rows: readonly { ID: number; Name_de: string; Name_en: string }[]): (id: number) => Bilingual {
  const byId = new Map(rows.map((row) => [row.ID, { de: row.Name_de, en: row.Name_en }]));
  return (id) => byId.get(id) ?? { de: String(id), en: String(id) };
}

/**
 * GET <path>?customer_uid → DashboardWidgetContent (contract/dashboard-widget): a module's widget on
 * /customer as data, so the dashboard renders it without loading the module's code.
 */
export function dashboardWidgetRoute<DB>(options: DashboardWidgetRouteOptions<DB>): FastifyPluginAsync {
  return async (app) => {
    contractRoute(app, options.endpoint, async (request) => {
      const granted = new Set<string>(request.permissions ?? []);
      return request.withTenant((context: TenantContext<DB>) => options.load(context, granted, request));
    });
  };
}
