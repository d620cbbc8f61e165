import type { RolesLockedReason } from '@vws/shared/contract/meta-customer';
import { META_PERMISSIONS } from '@vws/shared/permissions';
import { HttpError } from '../../../platform/request-context';
import type { MetaDb } from './users.store';

/** The users among `userUids` who are meta administrators (hold a META_* permission in their profile). */
export async function metaAdministrators(db: MetaDb, userUids: readonly string[]): Promise<Set<string>> {
  if (userUids.length === 0) return new Set();
  const rows = await db
    .selectFrom('meta.user_profile_permissions')
    .select('user_uid')
    .distinct()
    .where('user_uid', 'in', [...userUids])
    .where('permission', 'in', [...META_PERMISSIONS])
    .execute();
  return new Set(rows.map((r) => r.user_uid));
}

/**
 * Separation of duties (issue 26 item 9): why the caller may not grant or remove the roles of a
 * member: his own account (no one widens or narrows his own rights), or a meta administrator's
 * when the caller is none (a customer administrator cannot take the meta administration's access).
 */
export function rolesLockedReason(callerUid: string, userUid: string, admins: Set<string>): RolesLockedReason | undefined {
  if (callerUid.toLowerCase() === userUid.toLowerCase()) return 'ownAccount';
  if (admins.has(userUid) && !admins.has(callerUid)) return 'metaAdministrator';
  return undefined;
}

/** 403 with the reason's message when the caller may not change the member's roles. */
export async function refuseLockedRoles(db: MetaDb, callerUid: string, userUid: string): Promise<void> {
  const reason = rolesLockedReason(callerUid, userUid, await metaAdministrators(db, [callerUid, userUid]));
  if (reason === 'ownAccount') throw new HttpError(403, 'ownRolesNotChangeable', 'ownRolesNotChangeable');
  if (reason === 'metaAdministrator') throw new HttpError(403, 'metaAdminRolesNotChangeable', 'metaAdminRolesNotChangeable');
}
