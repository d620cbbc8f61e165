import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

/** Set while a tenant transaction runs on the main database (see guardSingleConnection). */
export const tenantScope = new AsyncLocalStorage<{ schema: string }>();

/**
 * PGlite is one connection, and request.withTenant holds it for its transaction: a query on the
 * meta database from inside would wait for it forever. Fail at once with a message that says
 * what to do instead.
 */
export function guardSingleConnection(pool: pg.Pool): PostgresPool {
  return {
    connect: () => {
      const scope = tenantScope.getStore();
      if (scope) {
        return Promise.reject(
          new Error(
            `A query on app.platform.db ran inside withTenant (schema ${scope.schema}). With the embedded database ` +
              `that would wait forever: query meta tables through the tenant transaction ('meta.<table>') instead.`,
          ),
        );
      }
      return pool.connect();
    },
    end: () => pool.end(),
  };
}
