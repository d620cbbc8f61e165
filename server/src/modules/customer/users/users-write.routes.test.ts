import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../../test/app';
import { serverModules } from '../..';
import type { ServerModule } from '../../../platform/module';

jest.setTimeout(30_000);

/** A module whose records are assigned to po@ (as the VVT's processes will be). */
const assigned = new Map<string, number>();
const assigningModule: ServerModule = {
  name: 'assigning',
  tenantMigrations: {},
  routes: async () => undefined,
  userAssignments: {
    count: async (_db, userUid) => assigned.get(userUid) ?? 0,
    unassign: async (_db, userUid) => void assigned.delete(userUid),
  },
};

let t: TestApp;
let muster: string;
let beispiel: string;
const uid = async (email: string) => (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', email).executeTakeFirstOrThrow()).user_uid;
const rolesOf = async (email: string, customer = muster) =>
  (
    await t.db
      .selectFrom('meta.memberships')
      .select('role_id')
      .where('user_uid', '=', await uid(email))
      .where('customer_uid', '=', customer)
      .orderBy('role_id')
      .execute()
  ).map((r) => r.role_id);

beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, assigningModule] });
  muster = await t.customerUid('Muster GmbH');
  beispiel = await t.customerUid('Beispiel AG');
});
afterAll(() => t.close());

/** Runs fn while the user holds META_Manage_Users in his profile (a meta administrator). */
async function asMetaAdministrator(email: string, fn: () => Promise<void>): Promise<void> {
  const user_uid = await uid(email);
  await t.db.insertInto('meta.user_profile_permissions').values({ user_uid, permission: 'META_Manage_Users' }).execute();
  try {
    await fn();
  } finally {
    await t.db.deleteFrom('meta.user_profile_permissions').where('user_uid', '=', user_uid).where('permission', '=', 'META_Manage_Users').execute();
  }
}

const q = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams({ customer_uid: muster, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });

describe('POST /meta/customer/users-roles/add', () => {
  it('gives a member a role', async () => {
    const admin = await t.as('kundenadmin@example.com');
    const res = await admin.post(`/api/meta/customer/users-roles/add?customer_uid=${muster}`, {
      userUid: await uid('mitglied@example.com'),
      roleId: ROLES.Leser.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await rolesOf('mitglied@example.com')).toEqual([ROLES.Mitglied.id, ROLES.Leser.id]);
  });

  it('refuses to grant or remove roles of the own account (403, de/en), storing nothing', async () => {
    const admin = await t.as('kundenadmin@example.com');
    const own = await uid('kundenadmin@example.com');
    const add = await admin.post(`/api/meta/customer/users-roles/add?customer_uid=${muster}`, { userUid: own, roleId: ROLES.DSB.id });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ error: 'ownRolesNotChangeable', message: 'Die eigenen Rollen kann niemand selbst vergeben oder entziehen.' });
    const del = await admin.delete(`/api/meta/customer/users-roles/delete?customer_uid=${muster}&userUid=${own}&roleId=${ROLES.Kundenadmin.id}`);
    expect(del.statusCode).toBe(403);
    expect(await rolesOf('kundenadmin@example.com')).toEqual([ROLES.Mitglied.id, ROLES.Kundenadmin.id]);
  });

  it("refuses a customer administrator who grants or removes a meta administrator's roles (403, de/en); a meta administrator may", async () => {
    const admin = await t.as('kundenadmin@example.com');
    const meta = await uid('meta@example.com');
    const before = await rolesOf('meta@example.com');
    const add = await admin.post(`/api/meta/customer/users-roles/add?customer_uid=${muster}`, { userUid: meta, roleId: ROLES.Leser.id });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({
      error: 'metaAdminRolesNotChangeable',
      message: 'Die Rollen eines Meta-Administrators kann nur ein Meta-Administrator vergeben oder entziehen.',
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/meta/customer/users-roles/delete?${q({ userUid: meta, roleId: ROLES.DSB.id, forceDeletePORole: true })}`,
      headers: { ...admin.session.headers, 'accept-language': 'en' },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Only a meta administrator can grant or remove roles of a meta administrator.');
    expect(await rolesOf('meta@example.com')).toEqual(before);
    // Once the caller is a meta administrator himself, the roles are his to change.
    await asMetaAdministrator('kundenadmin@example.com', async () => {
      expect((await admin.post(`/api/meta/customer/users-roles/add?customer_uid=${muster}`, { userUid: meta, roleId: ROLES.Leser.id })).statusCode).toBe(200);
      expect(await rolesOf('meta@example.com')).toEqual([...before, ROLES.Leser.id].sort((a, b) => a - b));
      expect((await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid: meta, roleId: ROLES.Leser.id })}`)).statusCode).toBe(200);
      expect(await rolesOf('meta@example.com')).toEqual(before);
    });
  });

  it('refuses an unknown role, a non-member and bad input, storing nothing', async () => {
    const admin = await t.as('kundenadmin@example.com');
    const url = `/api/meta/customer/users-roles/add?customer_uid=${muster}`;
    expect((await admin.post(url, { userUid: await uid('leser@example.com'), roleId: 999 })).statusCode).toBe(404);
    const stranger = await t.db
      .insertInto('meta.users')
      .values({ email: 'fremd@example.com', firstname: 'F', lastname: 'R', password_hash: null })
      .returning('user_uid')
      .executeTakeFirstOrThrow();
    const res = await admin.post(url, { userUid: stranger.user_uid, roleId: ROLES.Leser.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('userNotMember');
    expect((await admin.post(url, { userUid: 'x', roleId: 'y' })).statusCode).toBe(400);
    expect(await rolesOf('leser@example.com')).toEqual([ROLES.Mitglied.id, ROLES.Leser.id]);
    expect(await rolesOf('fremd@example.com')).toEqual([]);
  });

  it('refuses callers without VWS_User_ManageRoles and a foreign customer', async () => {
    const body = { userUid: await uid('leser@example.com'), roleId: ROLES.DSB.id };
    expect((await (await t.as('bearbeiter@example.com')).post(`/api/meta/customer/users-roles/add?customer_uid=${muster}`, body)).statusCode).toBe(403);
    expect((await (await t.as('kundenadmin@example.com')).post(`/api/meta/customer/users-roles/add?customer_uid=${beispiel}`, body)).statusCode).toBe(403);
    expect(await rolesOf('leser@example.com')).toEqual([ROLES.Mitglied.id, ROLES.Leser.id]);
  });
});

describe('DELETE /meta/customer/users-roles/delete', () => {
  it('removing Mitglied while other roles remain needs forceDeleteMemberRole, then removes the user from the customer', async () => {
    const admin = await t.as('kundenadmin@example.com');
    const userUid = await uid('bearbeiter@example.com');
    const refused = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid, roleId: ROLES.Mitglied.id })}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('memberRoleHasOtherRoles');
    expect(await rolesOf('bearbeiter@example.com')).toEqual([ROLES.Mitglied.id, ROLES.Bearbeiter.id]);
    const forced = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid, roleId: ROLES.Mitglied.id, forceDeleteMemberRole: true })}`);
    expect(forced.json()).toEqual({ ok: true, removedFromCustomer: true });
    expect(await rolesOf('bearbeiter@example.com')).toEqual([]);
  });

  it('removing a PO with assigned records needs forceDeletePORole, which unassigns them', async () => {
    const admin = await t.as('kundenadmin@example.com');
    const userUid = await uid('po@example.com');
    assigned.set(userUid, 3);
    const refused = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid, roleId: ROLES.PO.id })}`);
    expect(refused.statusCode).toBe(409);
    // The stand-in module's 3 plus the demo register's records of the PO (modules/vvt/user-assignments.test.ts).
    expect(refused.json()).toMatchObject({ error: 'poHasAssignedRecords' });
    expect(refused.json().count).toBeGreaterThan(3);
    expect(await rolesOf('po@example.com')).toEqual([ROLES.Mitglied.id, ROLES.PO.id]);
    const forced = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid, roleId: ROLES.PO.id, forceDeletePORole: true })}`);
    expect(forced.json()).toEqual({ ok: true, removedFromCustomer: false });
    expect(assigned.has(userUid)).toBe(false);
    expect(await rolesOf('po@example.com')).toEqual([ROLES.Mitglied.id]);
  });

  it('the last DSB goes only with the force flag', async () => {
    const admin = await t.as('kundenadmin@example.com');
    for (const email of ['dsb@example.com', 'multi@example.com']) {
      const res = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid: await uid(email), roleId: ROLES.DSB.id })}`);
      expect(res.statusCode).toBe(200);
    }
    // The last DSB is the meta administrator, whose roles only a meta administrator changes: the caller becomes one.
    const last = await uid('meta@example.com');
    await asMetaAdministrator('kundenadmin@example.com', async () => {
      const refused = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid: last, roleId: ROLES.DSB.id })}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('lastDataProtectionOfficer');
      expect(refused.json().message).toContain('Datenschutzbeauftragte');
      const forced = await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid: last, roleId: ROLES.DSB.id, forceDeletePORole: true })}`);
      expect(forced.statusCode).toBe(200);
      expect(await rolesOf('meta@example.com')).toEqual([ROLES.Mitglied.id]);
    });
  });

  it('answers 400 without userUid and roleId, 404 for a non-member', async () => {
    const admin = await t.as('kundenadmin@example.com');
    expect((await admin.delete(`/api/meta/customer/users-roles/delete?customer_uid=${muster}`)).statusCode).toBe(400);
    expect((await admin.delete(`/api/meta/customer/users-roles/delete?${q({ userUid: await uid('fremd@example.com'), roleId: 2 })}`)).statusCode).toBe(404);
  });
});

describe('POST /meta/customer/users-roles/addDataProtectionOfficerRole', () => {
  it('makes the caller DSB of the customer named in the body, which must be the selected one', async () => {
    const admin = await t.as('kundenadmin@example.com');
    const url = `/api/meta/customer/users-roles/addDataProtectionOfficerRole?customer_uid=${muster}`;
    expect((await admin.post(url, { customer_uid: beispiel })).statusCode).toBe(400);
    expect((await admin.post(url, {})).statusCode).toBe(400);
    expect(await rolesOf('kundenadmin@example.com')).toEqual([ROLES.Mitglied.id, ROLES.Kundenadmin.id]);
    expect((await admin.post(url, { customer_uid: muster })).statusCode).toBe(200);
    expect(await rolesOf('kundenadmin@example.com')).toEqual([ROLES.Mitglied.id, ROLES.DSB.id, ROLES.Kundenadmin.id]);
  });
});
