import { sql, type Kysely } from 'kysely';

/**
 * Serialises the writes that must keep something unique within a customer (a question number, the
 * names of a reference list): a transaction-scoped advisory lock on the customer's schema and the
 * key. Taken before the uniqueness check, so two parallel saves cannot both see "no duplicate"
 * and both insert; released when the request's transaction ends. Must run in request.withTenant.
 */
export async function lockForUniqueness<DB>(db: Kysely<DB>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(current_schema() || ':' || ${key}, 0))`.execute(db);
}
