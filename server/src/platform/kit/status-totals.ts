import type { FastifyPluginAsync } from 'fastify';
import type { TenantContext } from '../request-context';
import { sql, type Kysely } from 'kysely';
import type { StatusTotal } from '@vws/shared/contract/common';
import type { statusTotalsEndpoint } from '@vws/shared/contract/kit-endpoints';
import { contractRoute } from './contract-route';

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
  /** The module's contract (contract/kit-endpoints statusTotalsEndpoint). */
  endpoint: ReturnType<typeof statusTotalsEndpoint>;
  table: keyof DB & string;
  statusColumn?: string;
}

/**
 * GET <path> → { totals: [{ ID_Status, Anzahl }] }: what a dashboard widget shows, without the
 * client downloading the whole list to count it. Statuses without rows are left out.
 */
export function statusTotalsRoutes<DB>(options: StatusTotalsRouteOptions<DB>): FastifyPluginAsync {
  return async (app) => {
    contractRoute(app, options.endpoint, async (request) => ({
      totals: await request.withTenant(({ db }: TenantContext<DB>) => loadStatusTotals(db, options.table, options.statusColumn)),
    }));
  };
}
