import { createTestApp, type TestApp } from '../../../../test/app';

jest.setTimeout(30_000);

let t: TestApp;
let muster: string;
let beispiel: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
  beispiel = await t.customerUid('Beispiel AG');
});
afterAll(() => t.close());

const names = (body: { userList: { firstname: string; lastname: string }[] }) => body.userList.map((u) => `${u.firstname} ${u.lastname}`);

describe('GET /meta/customer/users?permission', () => {
  it('lists the members who hold the permission through a role, by last name', async () => {
    const res = await (await t.as('leser@example.com')).get(`/api/meta/customer/users?customer_uid=${muster}&permission=VWS_VVTProzesse_AssignableToProcesses`);
    expect(res.statusCode).toBe(200);
    // PO Paul Oswald, the DSBs Dana Schulz, Moritz Ulrich and Martin Becker (meta@, DSB too).
    expect(names(res.json())).toEqual(['Martin Becker', 'Paul Oswald', 'Dana Schulz', 'Moritz Ulrich']);
    expect(Object.keys(res.json().userList[0]).sort()).toEqual(['firstname', 'lastname', 'user_uid']);
  });

  it('counts profile grants and computed permissions, only of members of that customer', async () => {
    const dsb = await t.as('dsb@example.com');
    const meta = await dsb.get(`/api/meta/customer/users?customer_uid=${muster}&permission=META_VWS_Import_Content`);
    expect(names(meta.json())).toEqual(['Martin Becker']);
    const computed = await dsb.get(`/api/meta/customer/users?customer_uid=${muster}&permission=computed_canInviteUsers`);
    expect(names(computed.json())).toEqual(['Klaus Adler', 'Martin Becker', 'Dana Schulz', 'Moritz Ulrich']);
    const readers = await (await t.as('multi@example.com')).get(`/api/meta/customer/users?customer_uid=${beispiel}&permission=VWS_AuditFragen_View`);
    expect(names(readers.json())).toEqual(['Martin Becker', 'Moritz Ulrich']);
  });

  it('refuses an unknown permission name with 400 and a foreign customer with 403', async () => {
    const dsb = await t.as('dsb@example.com');
    expect((await dsb.get(`/api/meta/customer/users?customer_uid=${muster}&permission=DROP_TABLE`)).statusCode).toBe(400);
    expect((await dsb.get(`/api/meta/customer/users?customer_uid=${muster}`)).statusCode).toBe(400);
    expect((await dsb.get(`/api/meta/customer/users?customer_uid=${beispiel}&permission=VWS_Select`)).statusCode).toBe(403);
  });
});

describe('GET /meta/customer/users-roles', () => {
  it('lists every member with e-mail and roles, without secrets', async () => {
    const res = await (await t.as('kundenadmin@example.com')).get(`/api/meta/customer/users-roles?customer_uid=${muster}`);
    expect(res.statusCode).toBe(200);
    const po = res.json().usersRoles.find((u: { email: string }) => u.email === 'po@example.com');
    expect(po).toMatchObject({ firstname: 'Paul', lastname: 'Oswald', is_active: true, has_password: true });
    expect(po.roles.map((r: { name: string }) => r.name)).toEqual(['Mitglied', 'PO']);
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|argon/);
  });

  it("says for each member why the caller may not change his roles: the own account, a meta administrator's", async () => {
    const res = await (await t.as('kundenadmin@example.com')).get(`/api/meta/customer/users-roles?customer_uid=${muster}`);
    const lockOf = (email: string) => res.json().usersRoles.find((u: { email: string }) => u.email === email).rolesLocked;
    expect(lockOf('kundenadmin@example.com')).toBe('ownAccount');
    expect(lockOf('meta@example.com')).toBe('metaAdministrator');
    expect(lockOf('po@example.com')).toBeUndefined();
  });

  it('refuses a user without VWS_User_ManageRoles', async () => {
    expect((await (await t.as('bearbeiter@example.com')).get(`/api/meta/customer/users-roles?customer_uid=${muster}`)).statusCode).toBe(403);
  });
});
