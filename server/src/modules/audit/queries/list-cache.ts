import type { Kysely } from 'kysely';
import { auditListJson } from './list';

/**
 * The last audit list JSON built per customer, keyed by the list version that the triggers of
 * migration audit_0002 bump on every write. Each request reads the version (one row) in its own
 * transaction; only a changed version re-runs the aggregate. Safe with several API processes:
 * each checks the database's version, none trusts another's cache. One cache per app instance
 * (created by the route plugin), so apps on different databases in one process never mix.
 */
export interface AuditListCache {
  get(db: Kysely<any>, customerUid: string): Promise<string>;
}

export function createAuditListCache(maxCustomers = 64): AuditListCache {
  const entries = new Map<string, { version: string; json: string }>();
  return {
    async get(db, customerUid) {
      // Version first, list second: a write committing in between makes the cached list newer
      // than its version (rebuilt once more next time), never older.
      const { version } = await db
        .selectFrom('audit_list_version')
        .select((eb) => eb.cast<string>('version', 'text').as('version'))
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const hit = entries.get(customerUid);
      entries.delete(customerUid);
      if (hit && hit.version === version) {
        entries.set(customerUid, hit); // most recently used last
        return hit.json;
      }
      const json = await auditListJson(db);
      entries.set(customerUid, { version, json });
      if (entries.size > maxCustomers) entries.delete(entries.keys().next().value as string);
      return json;
    },
  };
}
