import type { Kysely } from 'kysely';
import type { ZugewiesenerBenutzer } from '@vws/shared/contract/vvt';
import type { MetaDatabase } from '../../../db/schema';

/**
 * Meta lookups of the assignment (users live in the meta schema, possibly on another cluster than
 * the customer's schema): run them outside request.withTenant.
 */
type MetaDb = Kysely<MetaDatabase>;

export const ASSIGNABLE_PERMISSION = 'VWS_VVTProzesse_AssignableToProcesses';

/** Names of the given users in the order of the uids; unknown uids are left out. */
export async function loadBenutzer(db: MetaDb, userUids: readonly string[]): Promise<ZugewiesenerBenutzer[]> {
  if (userUids.length === 0) return [];
  const rows = await db
    .selectFrom('meta.users')
    .select(['user_uid', 'firstname', 'lastname'])
    .where('user_uid', 'in', [...userUids])
    .execute();
  const byUid = new Map(rows.map((r) => [r.user_uid, r]));
  return userUids.flatMap((uid) => byUid.get(uid) ?? []);
}

/** Of the given users, those who hold VWS_VVTProzesse_AssignableToProcesses in the customer (a role there or their profile). */
export async function assignableAmong(db: MetaDb, customerUid: string, userUids: readonly string[]): Promise<Set<string>> {
  if (userUids.length === 0) return new Set();
  const viaRole = await db
    .selectFrom('meta.memberships as m')
    .innerJoin('meta.role_permissions as rp', 'rp.role_id', 'm.role_id')
    .select('m.user_uid')
    .where('m.customer_uid', '=', customerUid)
    .where('rp.permission', '=', ASSIGNABLE_PERMISSION)
    .where('m.user_uid', 'in', [...userUids])
    .execute();
  const viaProfile = await db
    .selectFrom('meta.user_profile_permissions as p')
    .innerJoin('meta.memberships as m', 'm.user_uid', 'p.user_uid')
    .select('p.user_uid')
    .where('m.customer_uid', '=', customerUid)
    .where('p.permission', '=', ASSIGNABLE_PERMISSION)
    .where('p.user_uid', 'in', [...userUids])
    .execute();
  return new Set([...viaRole, ...viaProfile].map((r) => r.user_uid));
}
