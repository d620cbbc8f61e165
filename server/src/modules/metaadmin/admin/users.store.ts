import { sql, type Kysely } from 'kysely';
import type { AdminUser, AdminUsersResponse } from '@vws/shared/contract/meta-admin';
import type { MetaDatabase } from '../../../db/schema';

/** Users whose name or e-mail contains the search (case-insensitive), with customers, roles and profile grants. */
export async function searchUsers(db: Kysely<MetaDatabase>, search: string, limit: number): Promise<AdminUsersResponse> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let q = db.selectFrom('meta.users as u');
  if (search) {
    q = q.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.firstname', 'ilike', pattern),
        eb('u.lastname', 'ilike', pattern),
        eb(sql<string>`u.firstname || ' ' || u.lastname`, 'ilike', pattern),
      ]),
    );
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const users = await q
    .select(['u.user_uid', 'u.email', 'u.firstname', 'u.lastname', 'u.is_active'])
    .select((eb) => eb('u.password_hash', 'is not', null).as('has_password'))
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.email')
    .limit(limit)
    .execute();
  const uids = users.map((u) => u.user_uid);
  const memberships = uids.length
    ? await db
        .selectFrom('meta.memberships as m')
        .innerJoin('meta.customers as c', 'c.customer_uid', 'm.customer_uid')
        .innerJoin('meta.roles as r', 'r.id', 'm.role_id')
        .select(['m.user_uid', 'c.customer_uid', 'c.name', 'r.name as role'])
        .where('m.user_uid', 'in', uids)
        .orderBy('c.name')
        .orderBy('r.id')
        .execute()
    : [];
  const grants = uids.length
    ? await db.selectFrom('meta.user_profile_permissions').select(['user_uid', 'permission']).where('user_uid', 'in', uids).orderBy('permission').execute()
    : [];
  const result: AdminUser[] = users.map((u) => {
    const customers = new Map<string, { customer_uid: string; name: string; roles: string[] }>();
    for (const m of memberships.filter((x) => x.user_uid === u.user_uid)) {
      const c = customers.get(m.customer_uid) ?? { customer_uid: m.customer_uid, name: m.name, roles: [] };
      c.roles.push(m.role);
      customers.set(m.customer_uid, c);
    }
    return {
      ...u,
      has_password: Boolean(u.has_password),
      profilePermissions: grants.filter((g) => g.user_uid === u.user_uid).map((g) => g.permission),
      customers: [...customers.values()],
    };
  });
  return { users: result, total };
}
