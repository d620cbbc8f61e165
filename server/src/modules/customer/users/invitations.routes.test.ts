import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../../test/app';

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
  (await t.as('kundenadmin@example.com')).post(`/api/meta/customer/invite-user?customer_uid=${muster}`, { userInvitationRequest: { email, firstname: 'Ina', lastname: 'Neu', role_id } });
const openInvitations = async () => (await (await t.as('kundenadmin@example.com')).get(`/api/meta/customer/user-invitations?customer_uid=${muster}`)).json().invitations;

it('invites by e-mail, lists the open invitation and renews it on resend', async () => {
  expect((await invite('Ina.Neu@Example.com')).statusCode).toBe(200);
  const first = linkOf('ina.neu@example.com');
  expect(first.pathname).toBe('/customer-user-onboarding');
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
  expect((await (await t.as('leser@example.com')).post(`/api/meta/customer/delete-user-invitation?customer_uid=${muster}`, { invitation_uid })).statusCode).toBe(403);
  expect((await admin.post(`/api/meta/customer/delete-user-invitation?customer_uid=${muster}`, { invitation_uid })).statusCode).toBe(200);
  expect((await admin.post(`/api/meta/customer/delete-user-invitation?customer_uid=${muster}`, { invitation_uid })).statusCode).toBe(404);
  expect((await (await t.as('leser@example.com')).post(`/api/meta/customer/invite-user?customer_uid=${muster}`, { userInvitationRequest: { email: 'x@example.com' } })).statusCode).toBe(403);
});

it('adds an existing account of another customer on acceptance', async () => {
  // meta@ is DSB in Beispiel AG; invites leser@ of Muster GmbH there.
  const beispiel = await t.customerUid('Beispiel AG');
  await (await t.as('meta@example.com')).post(`/api/meta/customer/invite-user?customer_uid=${beispiel}`, { userInvitationRequest: { email: 'leser@example.com', role_id: ROLES.Leser.id } });
  expect((await setPassword('leser@example.com', linkOf('leser@example.com').searchParams.get('token')!)).statusCode).toBe(200);
  // Accepting sets the password and ends the other sessions; the account keeps its membership in Muster GmbH.
  const session = await t.signIn('leser@example.com', 'Erstes-Kennwort-8');
  const res = await t.app.inject({ method: 'GET', url: '/api/meta/customers', headers: session.headers });
  const customers = res.json().customers.map((c: { name: string }) => c.name);
  expect(customers).toEqual(['Beispiel AG', 'Muster GmbH']);
});

describe('POST /meta/customer/user/add', () => {
  const add = async (userModel: object, sendWelcomeMail = true) =>
    (await t.as('kundenadmin@example.com')).post(`/api/meta/customer/user/add?customer_uid=${muster}`, { userModel, sendWelcomeMail });

  it('creates the account with its roles and mails a link to set the password', async () => {
    const res = await add({ email: 'Neu.Angelegt@example.com', firstname: 'Nora', lastname: 'Angelegt', roleIds: [ROLES.Leser.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(true);
    const link = linkOf('neu.angelegt@example.com');
    expect(link.pathname).toBe('/resetpassword');
    expect((await setPassword('neu.angelegt@example.com', link.searchParams.get('token')!)).statusCode).toBe(200);
    const session = await t.signIn('neu.angelegt@example.com', 'Erstes-Kennwort-8');
    expect(session.usermodel).toMatchObject({ firstname: 'Nora' });
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
});
