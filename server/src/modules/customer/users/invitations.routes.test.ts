import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../../test/app';
import { hashPassword } from '../../../auth/passwords';

jest.setTimeout(30_000);

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let t: TestApp;
let muster: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
});
afterAll(() => t.close());

const linkOf = (email: string) => new URL([...t.mails].reverse().find((m) => m.to === email)!.link!);
const setPassword = (email: string, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: XHR, payload: { email, token, password: 'Erstes-Kennwort-8' } });
const invite = async (email: string, role_id: number | null = ROLES.PO.id) =>
  (await t.as('kundenadmin@example.com')).post(`/api/meta/customer/invite-user?customer_uid=${muster}`, {
    userInvitationRequest: { email, firstname: 'Ina', lastname: 'Neu', role_id },
  });
const openInvitations = async () =>
  (await (await t.as('kundenadmin@example.com')).get(`/api/meta/customer/user-invitations?customer_uid=${muster}`)).json().invitations;

it('invites by e-mail, lists the open invitation and renews it on resend', async () => {
  expect((await invite('Ina.Neu@Example.com')).statusCode).toBe(200);
  const first = linkOf('ina.neu@example.com');
  expect(first.pathname).toBe('/customer-user-onboarding');
  // The mail names who invites, the customer, the roles and until when the link works (de, then en).
  const mail = [...t.mails].reverse().find((m) => m.to === 'ina.neu@example.com')!;
  const expires = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + 14 * 24 * 3600 * 1000),
  );
  expect(mail.subject).toBe('Einladung zu Muster GmbH / Invitation to Muster GmbH');
  expect(mail.text).toContain('Klaus Adler hat Sie in das VWS-Datenschutzportal für „Muster GmbH“ eingeladen.');
  expect(mail.text).toContain('Ihre Rolle(n): Mitglied, Prozessverantwortlicher (PO).');
  expect(mail.text).toContain('Klaus Adler has invited you to the VWS privacy portal for "Muster GmbH".');
  expect(mail.text).toContain('Your role(s): Member, Process owner (PO).');
  expect(mail.text).toContain(`er gilt bis zum ${expires}`);
  expect(mail.text).toContain(`it is valid until ${expires}`);
  expect(await openInvitations()).toMatchObject([{ email: 'ina.neu@example.com', firstname: 'Ina', role_id: ROLES.PO.id, invited_by: 'Klaus Adler' }]);
  await invite('ina.neu@example.com');
  const second = linkOf('ina.neu@example.com');
  expect(await openInvitations()).toHaveLength(1);
  // The first link died with the resend; a different address cannot use the second (spec §5).
  expect((await setPassword('ina.neu@example.com', first.searchParams.get('token')!)).statusCode).toBe(400);
  expect((await setPassword('other@example.com', second.searchParams.get('token')!)).statusCode).toBe(400);
  expect((await setPassword('ina.neu@example.com', second.searchParams.get('token')!)).statusCode).toBe(200);
  expect(await openInvitations()).toEqual([]);
  const users = (await (await t.as('kundenadmin@example.com')).get(`/api/meta/customer/users-roles?customer_uid=${muster}`)).json().usersRoles;
  expect(users.find((u: { email: string }) => u.email === 'ina.neu@example.com').roles.map((r: { name: string }) => r.name)).toEqual(['Mitglied', 'PO']);
});

it('refuses to invite a member, a bad address or an unknown role, storing nothing', async () => {
  expect((await invite('leser@example.com')).statusCode).toBe(409);
  expect((await invite('kein-at-zeichen')).statusCode).toBe(400);
  expect((await invite('neu2@example.com', 999)).statusCode).toBe(404);
  expect(await openInvitations()).toEqual([]);
});

it('deletes an open invitation once; refuses callers without the right to invite', async () => {
  await invite('weg@example.com');
  const [{ invitation_uid }] = await openInvitations();
  const admin = await t.as('kundenadmin@example.com');
  expect(
    (await (await t.as('leser@example.com')).post(`/api/meta/customer/delete-user-invitation?customer_uid=${muster}`, { invitation_uid })).statusCode,
  ).toBe(403);
  expect((await admin.post(`/api/meta/customer/delete-user-invitation?customer_uid=${muster}`, { invitation_uid })).statusCode).toBe(200);
  expect((await admin.post(`/api/meta/customer/delete-user-invitation?customer_uid=${muster}`, { invitation_uid })).statusCode).toBe(404);
  expect(
    (
      await (
        await t.as('leser@example.com')
      ).post(`/api/meta/customer/invite-user?customer_uid=${muster}`, { userInvitationRequest: { email: 'x@example.com' } })
    ).statusCode,
  ).toBe(403);
});

describe('an invitation of an address that already has an account', () => {
  const post = (url: string, payload: object, headers: Record<string, string> = XHR) => t.app.inject({ method: 'POST', url, headers, payload });
  const passwordHashOf = async (email: string) =>
    (await t.db.selectFrom('meta.users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

  it('adds the account to the customer on acceptance without touching its password or sessions', async () => {
    // meta@ is DSB in Beispiel AG; invites leser@ of Muster GmbH there.
    const beispiel = await t.customerUid('Beispiel AG');
    const hashBefore = await passwordHashOf('leser@example.com');
    const otherSession = await t.signIn('leser@example.com');
    await (
      await t.as('meta@example.com')
    ).post(`/api/meta/customer/invite-user?customer_uid=${beispiel}`, { userInvitationRequest: { email: 'leser@example.com', role_id: ROLES.Leser.id } });
    const token = linkOf('leser@example.com').searchParams.get('token')!;

    // The onboarding page learns that no password is asked for.
    const status = await post('/api/auth/invitation-status', { email: 'leser@example.com', token });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ customerName: 'Beispiel AG', accountExists: true });
    expect((await post('/api/auth/invitation-status', { email: 'dsb@example.com', token })).json().error).toBe('invalidToken');

    // The token cannot set the password of the existing account (USER_DENY_Password_Reset and the
    // current password stay in force); nothing is changed and the invitation stays open.
    const overwrite = await setPassword('leser@example.com', token);
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json().error).toBe('accountExists');
    expect(await passwordHashOf('leser@example.com')).toBe(hashBefore);

    // Only the invited address can accept.
    expect((await post('/api/auth/accept-invitation', { email: 'dsb@example.com', token })).json().error).toBe('invalidToken');
    const accepted = await post('/api/auth/accept-invitation', { email: 'leser@example.com', token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ ok: true, customerName: 'Beispiel AG' });

    expect(await passwordHashOf('leser@example.com')).toBe(hashBefore);
    expect((await post('/api/auth/sign-in', { email: 'leser@example.com', password: 'Erstes-Kennwort-8' })).statusCode).toBe(401);
    await t.signIn('leser@example.com');
    // The session opened before acceptance survives and now sees both customers.
    const customers = await t.app.inject({ method: 'GET', url: '/api/meta/customers', headers: otherSession.headers });
    expect(customers.statusCode).toBe(200);
    expect(customers.json().customers.map((c: { name: string }) => c.name)).toEqual(['Beispiel AG', 'Muster GmbH']);
    const roles = await t.db
      .selectFrom('meta.memberships as m')
      .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
      .select('m.role_id')
      .where('u.email', '=', 'leser@example.com')
      .where('m.customer_uid', '=', beispiel)
      .orderBy('m.role_id')
      .execute();
    expect(roles.map((r) => r.role_id)).toEqual([ROLES.Mitglied.id, ROLES.Leser.id]);

    // One use only.
    expect((await post('/api/auth/accept-invitation', { email: 'leser@example.com', token })).json().error).toBe('invalidToken');
    expect((await setPassword('leser@example.com', token)).json().error).toBe('invalidToken');
    expect((await post('/api/auth/invitation-status', { email: 'leser@example.com', token })).json().error).toBe('invalidToken');
  });

  it('keeps the password of an account with USER_DENY_Password_Reset', async () => {
    const beispiel = await t.customerUid('Beispiel AG');
    const user = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'bearbeiter@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('meta.user_profile_permissions').values({ user_uid: user.user_uid, permission: 'USER_DENY_Password_Reset' }).execute();
    const hashBefore = await passwordHashOf('bearbeiter@example.com');
    await (
      await t.as('meta@example.com')
    ).post(`/api/meta/customer/invite-user?customer_uid=${beispiel}`, { userInvitationRequest: { email: 'bearbeiter@example.com', role_id: null } });
    const token = linkOf('bearbeiter@example.com').searchParams.get('token')!;
    expect((await setPassword('bearbeiter@example.com', token)).statusCode).toBe(409);
    expect((await post('/api/auth/accept-invitation', { email: 'bearbeiter@example.com', token })).statusCode).toBe(200);
    expect(await passwordHashOf('bearbeiter@example.com')).toBe(hashBefore);
    await t.signIn('bearbeiter@example.com');
  });
});

describe('POST /meta/customer/user/add', () => {
  const add = async (userModel: object, sendWelcomeMail = true) =>
    (await t.as('kundenadmin@example.com')).post(`/api/meta/customer/user/add?customer_uid=${muster}`, { userModel, sendWelcomeMail });

  const membershipsIn = async (email: string) =>
    (
      await t.db
        .selectFrom('meta.memberships as m')
        .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
        .innerJoin('meta.roles as r', 'r.id', 'm.role_id')
        .select('r.name')
        .where('u.email', '=', email)
        .where('m.customer_uid', '=', muster)
        .orderBy('r.name')
        .execute()
    ).map((r) => r.name);

  it('invites a new address with its roles: a member only after setting the password through the e-mailed link', async () => {
    const res = await add({ email: 'Neu.Angelegt@example.com', firstname: 'Nora', lastname: 'Angelegt', roleIds: [ROLES.Leser.id, ROLES.PO.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_uid: expect.any(String), created: false });
    expect(await membershipsIn('neu.angelegt@example.com')).toEqual([]);
    const link = linkOf('neu.angelegt@example.com');
    expect(link.pathname).toBe('/customer-user-onboarding');
    expect((await setPassword('neu.angelegt@example.com', link.searchParams.get('token')!)).statusCode).toBe(200);
    const session = await t.signIn('neu.angelegt@example.com', 'Erstes-Kennwort-8');
    expect(session.usermodel).toMatchObject({ firstname: 'Nora', user_uid: res.json().user_uid });
    expect(await membershipsIn('neu.angelegt@example.com')).toEqual(['Leser', 'Mitglied', 'PO']);
  });

  it('does not add an account of another customer without its consent, and answers as for an unknown address (no existence oracle)', async () => {
    const beispiel = await t.customerUid('Beispiel AG');
    const { user_uid } = await t.db
      .insertInto('meta.users')
      .values({ email: 'nur.beispiel@example.com', firstname: 'Nils', lastname: 'Beispiel', password_hash: await hashPassword('Ein-Gutes-Kennwort-9') })
      .returning('user_uid')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('meta.memberships').values({ user_uid, customer_uid: beispiel, role_id: ROLES.Mitglied.id }).execute();
    const known = await add({ email: 'nur.beispiel@example.com', firstname: 'N', lastname: 'B', roleIds: [ROLES.PO.id] });
    const unknown = await add({ email: 'noch.unbekannt@example.com', firstname: 'N', lastname: 'U', roleIds: [ROLES.PO.id] });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ user_uid, created: false });
    expect(unknown.json()).toEqual({ user_uid: expect.any(String), created: false });
    expect(await membershipsIn('nur.beispiel@example.com')).toEqual([]);
    expect((await openInvitations()).map((i: { email: string }) => i.email)).toEqual(
      expect.arrayContaining(['nur.beispiel@example.com', 'noch.unbekannt@example.com']),
    );
    // The owner accepts with the e-mailed link (keeping his password); only then is he a member.
    const token = linkOf('nur.beispiel@example.com').searchParams.get('token')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      headers: XHR,
      payload: { email: 'nur.beispiel@example.com', token },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await membershipsIn('nur.beispiel@example.com')).toEqual(['Mitglied', 'PO']);
  });

  it('refuses a member, bad input and unknown roles, storing nothing', async () => {
    expect((await add({ email: 'po@example.com', firstname: 'P', lastname: 'O' })).statusCode).toBe(409);
    expect((await add({ email: 'kaputt', firstname: 'P', lastname: 'O' })).statusCode).toBe(400);
    expect((await add({ email: 'rolle@example.com', firstname: 'R', lastname: 'X', roleIds: [999] })).statusCode).toBe(404);
    expect((await add({ email: 'leer@example.com', firstname: '', lastname: 'X' })).statusCode).toBe(400);
    const stored = await t.db.selectFrom('meta.users').select('email').where('email', 'in', ['kaputt', 'rolle@example.com', 'leer@example.com']).execute();
    expect(stored).toEqual([]);
  });
});

describe('PUT /meta/customer-edit', () => {
  it('renames the customer; refuses an empty or taken name and callers without master-data rights', async () => {
    const dsb = await t.as('dsb@example.com');
    const url = `/api/meta/customer-edit?customer_uid=${muster}`;
    expect((await dsb.put(url, { customerModel: { name: '' } })).statusCode).toBe(400);
    expect((await dsb.put(url, { customerModel: { name: 'Beispiel AG' } })).statusCode).toBe(409);
    expect((await (await t.as('mitglied@example.com')).put(url, { customerModel: { name: 'X' } })).statusCode).toBe(403);
    const res = await dsb.put(url, { customerModel: { name: 'Muster GmbH & Co. KG' } });
    expect(res.json()).toEqual({ customer: { customer_uid: muster, name: 'Muster GmbH & Co. KG' } });
  });

  it('gives the customer one name: a rename is the master data name (legal notice, reports), a master-data name the catalog name', async () => {
    const dsb = await t.as('dsb@example.com');
    const masterData = async () => (await dsb.get(`/api/customer/master-data?customer_uid=${muster}`)).json().masterData;
    const before = await masterData();
    await dsb.put(`/api/meta/customer-edit?customer_uid=${muster}`, { customerModel: { name: 'Muster Holding GmbH' } });
    const after = await masterData();
    expect(after).toMatchObject({ name: 'Muster Holding GmbH', ort: before.ort, Version: before.Version + 1 });

    const saved = await dsb.put(`/api/customer/master-data-edit?customer_uid=${muster}`, { masterDataModel: { ...after, name: 'Muster Gruppe GmbH' } });
    expect(saved.statusCode).toBe(200);
    const catalog = (await dsb.get('/api/meta/customers')).json().customers.map((c: { name: string }) => c.name);
    expect(catalog).toEqual(['Muster Gruppe GmbH']);

    const taken = await dsb.put(`/api/customer/master-data-edit?customer_uid=${muster}`, {
      masterDataModel: { ...saved.json().masterData, name: 'Beispiel AG' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('customerNameTaken');
    expect((await masterData()).name).toBe('Muster Gruppe GmbH');
  });
});
