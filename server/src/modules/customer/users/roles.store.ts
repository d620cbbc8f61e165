import { DSB_ROLE_ID, MEMBER_ROLE_ID, PO_ROLE_ID } from '@vws/shared/permissions';
import type { RoleDeleteConflict } from '@vws/shared/contract/meta-customer';
import { HttpError } from '../../../platform/request-context';
import { countRoleHolders, roleIdsOf, type MetaDb } from './users.store';

export const notMember = () => new HttpError(404, 'userNotMember', 'userNotMember');

/** 404 unless every role id exists. */
export async function assertRolesExist(db: MetaDb, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await db
    .selectFrom('meta.roles')
    .select('id')
    .where('id', 'in', [...roleIds])
    .execute();
  if (found.length !== new Set(roleIds).size) throw new HttpError(404, 'roleNotFound', 'roleNotFound');
}

/** Adds roles (and Mitglied, which every member holds) to a user in a customer; existing ones stay. */
export async function grantRoles(db: MetaDb, customerUid: string, userUid: string, roleIds: readonly number[]): Promise<void> {
  const all = [...new Set([MEMBER_ROLE_ID, ...roleIds])];
  await db
    .insertInto('meta.memberships')
    .values(all.map((role_id) => ({ user_uid: userUid, customer_uid: customerUid, role_id })))
    .onConflict((oc) => oc.columns(['user_uid', 'customer_uid', 'role_id']).doNothing())
    .execute();
}

export interface RoleRemoval {
  /** The roles that go: the one asked for, or all of them when it is Mitglied. */
  removed: number[];
  removesMembership: boolean;
  removesPo: boolean;
}

/** What deleting roleId from the user takes away; 404 when the user is no member. */
export async function planRoleRemoval(db: MetaDb, customerUid: string, userUid: string, roleId: number): Promise<RoleRemoval> {
  const held = await roleIdsOf(db, customerUid, userUid);
  if (held.length === 0) throw notMember();
  const removesMembership = roleId === MEMBER_ROLE_ID;
  const removed = removesMembership ? held : held.filter((id) => id === roleId);
  return { removed, removesMembership, removesPo: removed.includes(PO_ROLE_ID) };
}

export interface ForceFlags {
  forceDeleteMemberRole: boolean;
  forceDeletePORole: boolean;
}

/**
 * The force-flag rules of spec §6 / DESIGN.md §7, in the order the client confirms them: the member
 * role while other roles remain; a PO with assigned records; the customer's last DSB. Undefined when
 * the removal may go ahead.
 */
export async function removalConflict(
  db: MetaDb,
  customerUid: string,
  plan: RoleRemoval,
  assignedRecords: number,
  flags: ForceFlags,
): Promise<{ code: RoleDeleteConflict; count?: number } | undefined> {
  if (plan.removesMembership && plan.removed.some((id) => id !== MEMBER_ROLE_ID) && !flags.forceDeleteMemberRole) {
    return { code: 'memberRoleHasOtherRoles' };
  }
  if (flags.forceDeletePORole) return undefined;
  if (plan.removesPo && assignedRecords > 0) return { code: 'poHasAssignedRecords', count: assignedRecords };
  if (plan.removed.includes(DSB_ROLE_ID) && (await countRoleHolders(db, customerUid, DSB_ROLE_ID)) <= 1) {
    return { code: 'lastDataProtectionOfficer' };
  }
  return undefined;
}

export async function revokeRoles(db: MetaDb, customerUid: string, userUid: string, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .deleteFrom('meta.memberships')
    .where('customer_uid', '=', customerUid)
    .where('user_uid', '=', userUid)
    .where('role_id', 'in', [...roleIds])
    .execute();
}
