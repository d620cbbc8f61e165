import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerQuerySchema } from '@vws/shared/contract/common';
import { dashboardWidgetContentSchema, type Bilingual, type DashboardWidgetContent } from '@vws/shared/contract/dashboard-widget';
import type { Permission } from '@vws/shared/permissions';
import type { TenantContext } from '../request-context';

export interface DashboardWidgetRouteOptions<DB> {
  /** The path the module's manifest declares as dashboardWidget.source, e.g. '/audit/dashboard-widget'. */
  path: string;
  /** Any of these (the widget's permission in the manifest). */
  permission: Permission | readonly Permission[];
  tags: string[];
  /** What the widget shows, for the OpenAPI document. */
  summary: string;
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
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      options.path,
      {
        schema: {
          tags: options.tags,
          summary: `Dashboard widget: ${options.summary}`,
          querystring: customerQuerySchema,
          response: { 200: dashboardWidgetContentSchema },
        },
        config: { access: { permission: options.permission } },
      },
      async (request) => {
        const granted = new Set<string>(request.permissions ?? []);
        return request.withTenant((context: TenantContext<DB>) => options.load(context, granted, request));
      },
    );
  };
}
