import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../request-context';

/**
 * The last list JSON built per customer, keyed by the list version that the triggers of
 * listVersionMigration bump on every write. Each request reads the version (one row) in its own
 * transaction; only a changed version re-runs `build`. Safe with several API processes: each
 * checks the database's version, none trusts another's cache. Create one cache per app instance
 * (in the route plugin), so apps on different databases in one process never mix.
 */
export interface ListCache<DB> {
  get(db: Kysely<DB>, customerUid: string): Promise<string>;
}

export interface ListCacheOptions<DB> {
  /** `<module>_list_version` (listVersionTable(module)). */
  versionTable: string;
  /** Builds the list's JSON text in the request's transaction. */
  build: (db: Kysely<DB>) => Promise<string>;
  maxCustomers?: number;
}

type VersionTables = Record<string, { id: number; version: string }>;

export function createListCache<DB>({ versionTable, build, maxCustomers = 64 }: ListCacheOptions<DB>): ListCache<DB> {
  const entries = new Map<string, { version: string; json: string }>();
  return {
    async get(db, customerUid) {
      // Version first, list second: a write committing in between makes the cached list newer
      // than its version (rebuilt once more next time), never older.
      const { version } = await (db as unknown as Kysely<VersionTables>)
        .selectFrom(versionTable)
        .select((eb) => eb.cast<string>('version', 'text').as('version'))
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const hit = entries.get(customerUid);
      entries.delete(customerUid);
      if (hit && hit.version === version) {
        entries.set(customerUid, hit); // most recently used last
        return hit.json;
      }
      const json = await build(db);
      entries.set(customerUid, { version, json });
      if (entries.size > maxCustomers) entries.delete(entries.keys().next().value as string);
      return json;
    },
  };
}

/**
 * After a successful write in this plugin's scope, rebuild the customer's list in the background,
 * so the read that follows (typically the user returning to the list) is answered from the cache.
 */
export function warmListCacheAfterWrites<DB>(app: FastifyInstance, cache: ListCache<DB>): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300 || !request.customer) return;
    request
      .withTenant(({ db, customer }: TenantContext<DB>) => cache.get(db, customer.customerUid))
      .catch((err: unknown) => {
        request.log.debug({ err }, 'list cache: background rebuild failed');
      });
  });
}
