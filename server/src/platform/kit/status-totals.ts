import type { FastifyPluginAsync } from 'fastify';
import type { TenantContext } from '../request-context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { customerQuerySchema, statusTotalsResponseSchema, type StatusTotal } from '@vws/shared/contract/common';
import type { Permission } from '@vws/shared/permissions';

type StatusTables = Record<string, Record<string, number>>;

/** How many rows of `table` there are per value of `statusColumn` (default ID_Status), counted in SQL. */
export async function loadStatusTotals<DB>(db: Kysely<DB>, table: keyof DB & string, statusColumn = 'ID_Status'): Promise<StatusTotal[]> {
  const name: string = table;
  return (db as unknown as Kysely<StatusTables>)
    .selectFrom(name)
    .select([sql<number>`${sql.ref(statusColumn)}`.as('ID_Status'), sql<number>`count(*)::int`.as('Anzahl')])
    .groupBy(statusColumn)
    .orderBy(statusColumn)
    .execute();
}

export interface StatusTotalsRouteOptions<DB> {
  /** e.g. '/audit/auditfragen-status-totals'. */
  path: string;
  table: keyof DB & string;
  statusColumn?: string;
  permission: Permission;
  tags?: string[];
}

/**
 * GET <path> → { totals: [{ ID_Status, Anzahl }] }: what a dashboard widget shows, without the
 * client downloading the whole list to count it. Statuses without rows are left out.
 */
export function statusTotalsRoutes<DB>(options: StatusTotalsRouteOptions<DB>): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      options.path,
      {
        schema: {
          tags: options.tags,
          summary: `Number of ${options.table} rows per status (dashboard widget)`,
          querystring: customerQuerySchema,
          response: { 200: statusTotalsResponseSchema },
        },
        config: { access: { permission: options.permission } },
      },
      async (request) => ({
        totals: await request.withTenant(({ db }: TenantContext<DB>) => loadStatusTotals(db, options.table, options.statusColumn)),
      }),
    );
  };
}
