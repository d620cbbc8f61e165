import { sql, type Kysely } from 'kysely';

/**
 * Names the user whose changes the history trigger records in this transaction: the
 * transaction-local setting vws.user_uid (set_config(..., true) ends with the transaction, so a
 * pooled connection never carries it into another one). Writes without it (seed, start-up
 * import) record no user.
 */
export async function recordChangesAs(db: Kysely<unknown>, userUid: string): Promise<void> {
  await sql`select set_config('vws.user_uid', ${userUid}, true)`.execute(db);
}

/** GET and HEAD change nothing (DESIGN.md §6): their transactions skip the extra statement. */
export function mayWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}
