import type { Kysely } from 'kysely';
import { PERMISSION_ALIASES, withComputedPermissions } from '@vws/shared/permissions';
import type { UserListEntry, UserWithRoles } from '@vws/shared/contract/meta-customer';
import type { MetaDatabase } from '../../../db/schema';

/** The meta-schema reads and writes of a customer's users and roles. */
export type MetaDb = Kysely<MetaDatabase>;

interface MemberGrants extends UserListEntry {
  permissions: Set<string>;
}

/** Every member of the customer with the union of role grants in it and profile grants, computed ones added. */
async function membersWithGrants(db: MetaDb, customerUid: string): Promise<MemberGrants[]> {
  const rows = await db
    .selectFrom('meta.memberships as m')
    .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
    .leftJoin('meta.role_permissions as rp', 'rp.role_id', 'm.role_id')
    .select(['u.user_uid', 'u.firstname', 'u.lastname', 'rp.permission'])
    .where('m.customer_uid', '=', customerUid)
    .where('u.is_active', '=', true)
    .execute();
  const profile = await db
    .selectFrom('meta.user_profile_permissions as p')
    .innerJoin('meta.memberships as m', 'm.user_uid', 'p.user_uid')
    .select(['p.user_uid', 'p.permission'])
    .where('m.customer_uid', '=', customerUid)
    .distinct()
    .execute();
  const byUser = new Map<string, MemberGrants & { raw: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.user_uid) ?? { user_uid: row.user_uid, firstname: row.firstname, lastname: row.lastname, permissions: new Set(), raw: [] };
    if (row.permission) entry.raw.push(row.permission);
    byUser.set(row.user_uid, entry);
  }
  for (const row of profile) byUser.get(row.user_uid)?.raw.push(row.permission);
  return [...byUser.values()].map(({ raw, ...entry }) => ({ ...entry, permissions: new Set(withComputedPermissions(raw)) }));
}

/** GET /meta/customer/users?permission: the members holding the permission, by last and first name. */
export async function usersWithPermission(db: MetaDb, customerUid: string, permission: string): Promise<UserListEntry[]> {
  const wanted = PERMISSION_ALIASES[permission] ?? permission;
  const members = await membersWithGrants(db, customerUid);
  return members
    .filter((m) => m.permissions.has(wanted))
    .map(({ user_uid, firstname, lastname }) => ({ user_uid, firstname, lastname }))
    .sort((a, b) => a.lastname.localeCompare(b.lastname, 'de') || a.firstname.localeCompare(b.firstname, 'de'));
}

/** GET /meta/customer/users-roles: every member with e-mail and roles (no secrets). */
export async function usersWithRoles(db: MetaDb, customerUid: string): Promise<UserWithRoles[]> {
  const rows = await db
    .selectFrom('meta.memberships as m')
    .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
    .innerJoin('meta.roles as r', 'r.id', 'm.role_id')
    .select(['u.user_uid', 'u.firstname', 'u.lastname', 'u.email', 'u.is_active', 'r.id', 'r.name'])
    .select((eb) => eb('u.password_hash', 'is not', null).as('has_password'))
    .where('m.customer_uid', '=', customerUid)
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.email')
    .orderBy('r.id')
    .execute();
  const byUser = new Map<string, UserWithRoles>();
  for (const row of rows) {
    const user = byUser.get(row.user_uid) ?? {
      user_uid: row.user_uid,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      is_active: row.is_active,
      has_password: Boolean(row.has_password),
      roles: [],
    };
    user.roles.push({ id: row.id, name: row.name });
    byUser.set(row.user_uid, user);
  }
  return [...byUser.values()];
}

/** The role ids a user holds in the customer (empty = not a member). */
export async function roleIdsOf(db: MetaDb, customerUid: string, userUid: string): Promise<number[]> {
  const rows = await db
    .selectFrom('meta.memberships')
    .select('role_id')
    .where('customer_uid', '=', customerUid)
    .where('user_uid', '=', userUid)
    .orderBy('role_id')
    .execute();
  return rows.map((r) => r.role_id);
}

/** How many members hold the role in the customer. */
export async function countRoleHolders(db: MetaDb, customerUid: string, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('meta.memberships')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_uid', '=', customerUid)
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
