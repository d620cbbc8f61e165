import type { Kysely } from 'kysely';
import { hasPermission, withComputedPermissions, type Permission } from '@vws/shared/permissions';
import type { MetaDatabase } from '../db/schema';

type Db = Kysely<MetaDatabase>;

export interface CustomerMembership {
  customerUid: string;
  name: string;
  schema: string;
  clusterDsn: string | null;
  roleIds: number[];
  /** Permissions the user's roles grant in this customer. */
  permissions: string[];
}

/** The user's membership in a customer with its role grants; undefined when not a member. */
export async function loadCustomerMembership(db: Db, userUid: string, customerUid: string): Promise<CustomerMembership | undefined> {
  const rows = await db
    .selectFrom('meta.memberships as m')
    .innerJoin('meta.customers as c', 'c.customer_uid', 'm.customer_uid')
    .leftJoin('meta.role_permissions as rp', 'rp.role_id', 'm.role_id')
    .select(['c.customer_uid', 'c.name', 'c.schema_name', 'c.cluster_dsn', 'm.role_id', 'rp.permission'])
    .where('m.user_uid', '=', userUid)
    .where('m.customer_uid', '=', customerUid)
    .execute();
  if (rows.length === 0) return undefined;
  const first = rows[0]!;
  return {
    customerUid: first.customer_uid,
    name: first.name,
    schema: first.schema_name,
    clusterDsn: first.cluster_dsn,
    roleIds: [...new Set(rows.map((r) => r.role_id))].sort((a, b) => a - b),
    permissions: [...new Set(rows.map((r) => r.permission).filter((p): p is string => !!p))].sort(),
  };
}

/** META_* grants and USER_DENY_* flags of the user's profile. */
export async function loadProfilePermissions(db: Db, userUid: string): Promise<string[]> {
  const rows = await db.selectFrom('meta.user_profile_permissions').select('permission').where('user_uid', '=', userUid).orderBy('permission').execute();
  return rows.map((r) => r.permission);
}

/**
 * The customers in which a customer-permission check (authorize.ts) would let the user do
 * `permission`: a member who may select the customer, granted it by a role there or the profile.
 * One query for all customers, for lists that say per row whether an action is open.
 */
export async function customersPermitting(db: Db, userUid: string, permission: Permission): Promise<Set<string>> {
  const [rows, profile] = await Promise.all([
    db
      .selectFrom('meta.memberships as m')
      .leftJoin('meta.role_permissions as rp', 'rp.role_id', 'm.role_id')
      .select(['m.customer_uid', 'rp.permission'])
      .where('m.user_uid', '=', userUid)
      .execute(),
    loadProfilePermissions(db, userUid),
  ]);
  const byCustomer = new Map<string, string[]>();
  for (const row of rows) {
    const granted = byCustomer.get(row.customer_uid) ?? [];
    if (row.permission) granted.push(row.permission);
    byCustomer.set(row.customer_uid, granted);
  }
  const permitted = new Set<string>();
  for (const [customerUid, granted] of byCustomer) {
    const customer = withComputedPermissions(granted);
    if (
      hasPermission({ customer, profile }, 'VWS_Select') &&
      hasPermission({ customer: withComputedPermissions([...granted, ...profile]), profile: [] }, permission)
    ) {
      permitted.add(customerUid);
    }
  }
  return permitted;
}
