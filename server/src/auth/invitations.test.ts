import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../test/app';
import { createInvitation } from './invitations';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let t: TestApp;
let muster: string;
let invitedBy: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
  invitedBy = (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'kundenadmin@example.com').executeTakeFirstOrThrow()).user_uid;
});
afterAll(() => t.close());

const invite = (email: string, roleId: number | null = ROLES.Leser.id) =>
  createInvitation(t.db, t.app.platform.mailer, t.config.publicUrl, {
    customerUid: muster,
    customerName: 'Muster GmbH',
    email,
    firstname: 'Ina',
    lastname: 'Neumann',
    roleId,
    invitedBy,
  });

function linkOf(email: string) {
  const mail = [...t.mails].reverse().find((m) => m.to === email)!;
  return new URL(mail.link!);
}

const setPassword = (email: string, token: string, password = 'Erstes-Kennwort-8') =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: XHR, payload: { email, token, password } });

it('e-mails an onboarding link whose token sets the first password and grants the memberships', async () => {
  await invite('Ina.Neumann@Example.com');
  const link = linkOf('ina.neumann@example.com');
  expect(link.pathname).toBe('/customer-user-onboarding');
  expect(link.searchParams.get('email')).toBe('ina.neumann@example.com');
  const mail = t.mails.at(-1)!;
  expect(mail.subject).toContain('Muster GmbH');

  const res = await setPassword('ina.neumann@example.com', link.searchParams.get('token')!);
  expect(res.statusCode).toBe(200);

  const session = await t.signIn('ina.neumann@example.com', 'Erstes-Kennwort-8');
  expect(session.usermodel).toMatchObject({ firstname: 'Ina', lastname: 'Neumann' });
  const roles = await t.db
    .selectFrom('meta.memberships')
    .select('role_id')
    .where('user_uid', '=', session.usermodel.user_uid)
    .where('customer_uid', '=', muster)
    .orderBy('role_id')
    .execute();
  expect(roles.map((r) => r.role_id)).toEqual([ROLES.Mitglied.id, ROLES.Leser.id]);

  // One use only.
  const again = await setPassword('ina.neumann@example.com', link.searchParams.get('token')!, 'Zweites-Kennwort-9');
  expect(again.statusCode).toBe(400);
  expect(again.json().error).toBe('invalidToken');
});

it('refuses the token for another address, after expiry, and with a weak password', async () => {
  await invite('otto.gast@example.com', null);
  const token = linkOf('otto.gast@example.com').searchParams.get('token')!;
  expect((await setPassword('dsb@example.com', token)).json().error).toBe('invalidToken');
  const weak = await setPassword('otto.gast@example.com', token, 'schwach');
  expect(weak.statusCode).toBe(400);
  expect(weak.json().error).toBe('validation');
  await t.db
    .updateTable('meta.invitations')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('email', '=', 'otto.gast@example.com')
    .execute();
  expect((await setPassword('otto.gast@example.com', token)).json().error).toBe('invalidToken');
  const user = await t.db.selectFrom('meta.users').select('email').where('email', '=', 'otto.gast@example.com').executeTakeFirst();
  expect(user).toBeUndefined();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: XHR, payload });

it('asks a new address for a password: accept-invitation without one refuses and keeps the invitation open', async () => {
  await invite('neu.ohne@example.com');
  const token = linkOf('neu.ohne@example.com').searchParams.get('token')!;
  expect((await post('/api/auth/invitation-status', { email: 'neu.ohne@example.com', token })).json()).toEqual({
    customerName: 'Muster GmbH',
    accountExists: false,
  });
  const refused = await post('/api/auth/accept-invitation', { email: 'neu.ohne@example.com', token });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toBe('passwordRequired');
  expect(await t.db.selectFrom('meta.users').select('email').where('email', '=', 'neu.ohne@example.com').executeTakeFirst()).toBeUndefined();
  expect((await setPassword('neu.ohne@example.com', token)).statusCode).toBe(200);
  await t.signIn('neu.ohne@example.com', 'Erstes-Kennwort-8');
});

it('gives an account without a password yet (created by an administrator) its first password', async () => {
  await t.db.insertInto('meta.users').values({ email: 'angelegt@example.com', firstname: 'An', lastname: 'Gelegt', password_hash: null }).execute();
  await invite('angelegt@example.com');
  const token = linkOf('angelegt@example.com').searchParams.get('token')!;
  expect((await post('/api/auth/invitation-status', { email: 'angelegt@example.com', token })).json()).toMatchObject({ accountExists: false });
  expect((await setPassword('angelegt@example.com', token)).statusCode).toBe(200);
  const session = await t.signIn('angelegt@example.com', 'Erstes-Kennwort-8');
  // The account keeps its own names.
  expect(session.usermodel).toMatchObject({ firstname: 'An', lastname: 'Gelegt' });
});

it('adds a locked account without setting a password', async () => {
  await t.db
    .insertInto('meta.users')
    .values({ email: 'gesperrt@example.com', firstname: 'Ge', lastname: 'Sperrt', password_hash: null, is_active: false })
    .execute();
  await invite('gesperrt@example.com');
  const token = linkOf('gesperrt@example.com').searchParams.get('token')!;
  expect((await post('/api/auth/invitation-status', { email: 'gesperrt@example.com', token })).json()).toMatchObject({ accountExists: true });
  expect((await setPassword('gesperrt@example.com', token)).json().error).toBe('accountExists');
  expect((await post('/api/auth/accept-invitation', { email: 'gesperrt@example.com', token })).statusCode).toBe(200);
  const user = await t.db.selectFrom('meta.users').select(['password_hash', 'is_active']).where('email', '=', 'gesperrt@example.com').executeTakeFirstOrThrow();
  expect(user).toEqual({ password_hash: null, is_active: false });
});
