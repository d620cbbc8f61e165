import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Bilingual, DashboardWidgetContent, WidgetBlock } from '@vws/shared/contract/dashboard-widget';
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

type WidgetItem = Extract<WidgetBlock, { type: 'items' }>['items'][number];

/**
 * A widget's list of dated items (YYYY-MM-DD due days): the overdue ones (due before `today`) first,
 * each flagged so the card marks it in colour and word, and `overdueCount` (all overdue, also those
 * not listed) so the card counts them first.
 */
export function dueItemsBlock<T>(
  rows: readonly T[],
  options: { dueOf: (row: T) => string; today: string; overdueCount: number; item: (row: T) => WidgetItem },
): WidgetBlock {
  const isOverdue = (row: T) => options.dueOf(row) < options.today;
  const ordered = [...rows.filter(isOverdue), ...rows.filter((row) => !isOverdue(row))];
  return {
    type: 'items',
    overdueCount: options.overdueCount,
    items: ordered.map((row) => ({ ...options.item(row), overdue: isOverdue(row) })),
  };
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
