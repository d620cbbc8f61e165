import { sql } from 'kysely';
import type { VvtDb } from '../tables';

/**
 * A user's VVT assignments in one customer, for the platform's check before the PO role is removed
 * (spec §6 forceDeletePORole, DESIGN.md §7): the module's `userAssignments` hook (index.ts).
 */
export async function countUserAssignments(db: VvtDb, userUid: string): Promise<number> {
  const row = await db
    .selectFrom('vvt_zuweisungen')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_uid', '=', userUid)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Removes the user from every record they are assigned to (forceDeletePORole). */
export async function unassignUser(db: VvtDb, userUid: string): Promise<void> {
  await db.deleteFrom('vvt_zuweisungen').where('user_uid', '=', userUid).execute();
}
