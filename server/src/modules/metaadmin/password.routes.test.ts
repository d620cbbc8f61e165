import type { Session } from '../../../test/app';
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template; argon2 and PGlite are slow on a busy 2-core runner.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Neues-Kennwort-7';
const URL = '/api/meta/userprofile/update-pw';

function changePassword(session: Session, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: URL, headers: session.headers, payload: body });
}

function refresh(session: Session) {
  return t.app.inject({ method: 'POST', url: '/api/auth/token-refresh', headers: session.headers });
}

function profile(session: Session) {
  return t.app.inject({ method: 'GET', url: '/api/meta/userprofile', headers: session.headers });
}

async function passwordHashOf(email: string): Promise<string | null> {
  return (await t.db.selectFrom('meta.users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;
}

async function signInStatus(email: string, password: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { email, password },
  });
  return res.statusCode;
}

describe('PUT /meta/userprofile/update-pw', () => {
  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const current = await t.signIn('leser@example.com');
    const other = await t.signIn('leser@example.com');

    const res = await changePassword(current, {
      password_old: TEST_DEMO_PASSWORD,
      password_new: NEW_PASSWORD,
      password_new_repetition: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    // The other session: neither its access token nor its (older) refresh token works any more.
    expect((await profile(other)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    // The current session goes on, including its refresh.
    expect((await profile(current)).statusCode).toBe(200);
    expect((await refresh(current)).statusCode).toBe(200);

    expect(await signInStatus('leser@example.com', TEST_DEMO_PASSWORD)).toBe(401);
    expect(await signInStatus('leser@example.com', NEW_PASSWORD)).toBe(200);
  });

  it('answers a wrong current password with 400 wrongPassword and keeps the password', async () => {
    const session = await t.signIn('po@example.com');
    const before = await passwordHashOf('po@example.com');
    const res = await changePassword(session, {
      password_old: 'Falsches-Passwort-1',
      password_new: NEW_PASSWORD,
      password_new_repetition: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('wrongPassword');
    expect(await passwordHashOf('po@example.com')).toBe(before);
  });

  it('counts wrong current passwords like failed sign-ins: the fifth locks, even the right one then', async () => {
    const session = await t.signIn('bearbeiter@example.com');
    const attempt = (password_old: string) => changePassword(session, { password_old, password_new: NEW_PASSWORD, password_new_repetition: NEW_PASSWORD });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await attempt(`Falsch-${i}-Passwort!`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const right = await attempt(TEST_DEMO_PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ error: 'signInLocked', minutes: 15 });
    // The lock holds the session that guessed, not the owner: signing in afresh still works.
    expect(await signInStatus('bearbeiter@example.com', TEST_DEMO_PASSWORD)).toBe(200);
    expect((await attempt(TEST_DEMO_PASSWORD)).statusCode).toBe(423);
  });

  it.each([
    ['too short', 'Ab-1', 'passwordTooShort'],
    ['without a digit', 'Kein-Ziffer-Drin', 'passwordNeedsDigit'],
    ['without a special character', 'OhneSonderzeichen1', 'passwordNeedsSpecialChar'],
    ['too long', `A-1${'x'.repeat(130)}`, 'passwordTooLong'],
  ])('answers a new password %s with 400 naming password_new, storing nothing', async (_case, password, code) => {
    const session = await t.signIn('po@example.com');
    const before = await passwordHashOf('po@example.com');
    const res = await changePassword(session, { password_old: TEST_DEMO_PASSWORD, password_new: password, password_new_repetition: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
    expect(res.json().fields).toContainEqual({ path: 'password_new', code, message: expect.any(String) });
    expect(await passwordHashOf('po@example.com')).toBe(before);
  });

  it('answers a differing repetition with 400 naming password_new_repetition', async () => {
    const session = await t.signIn('po@example.com');
    const res = await changePassword(session, {
      password_old: TEST_DEMO_PASSWORD,
      password_new: NEW_PASSWORD,
      password_new_repetition: `${NEW_PASSWORD}x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'password_new_repetition', code: 'passwordRepetitionMismatch', message: expect.any(String) }]);
    expect(await signInStatus('po@example.com', TEST_DEMO_PASSWORD)).toBe(200);
  });

  it.each([
    ['Kennwort1!', 'passwordTooCommon'],
    ['Sonnenschein1!', 'passwordTooCommon'],
    ['Mausi123!', 'passwordTooCommon'],
    ['Password1!', 'passwordTooCommon'],
    ['aaaa-1111', 'passwordTooWeak'],
    ['po@example.com1', 'passwordTooWeak'],
  ])('refuses the guessable %s with 400 %s naming password_new, storing nothing', async (password, code) => {
    const session = await t.signIn('po@example.com');
    const before = await passwordHashOf('po@example.com');
    const res = await changePassword(session, { password_old: TEST_DEMO_PASSWORD, password_new: password, password_new_repetition: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'password_new', code, message: expect.any(String) }]);
    expect(await passwordHashOf('po@example.com')).toBe(before);
  });

  it('refuses with 403 when the profile carries USER_DENY_Password_Edit, and keeps every session', async () => {
    const user = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'kundenadmin@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('meta.user_profile_permissions').values({ user_uid: user.user_uid, permission: 'USER_DENY_Password_Edit' }).execute();
    const session = await t.signIn('kundenadmin@example.com');
    const other = await t.signIn('kundenadmin@example.com');
    const before = await passwordHashOf('kundenadmin@example.com');
    const res = await changePassword(session, { password_old: TEST_DEMO_PASSWORD, password_new: NEW_PASSWORD, password_new_repetition: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
    expect(await passwordHashOf('kundenadmin@example.com')).toBe(before);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('refuses an unauthenticated call with 401', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { password_old: TEST_DEMO_PASSWORD, password_new: NEW_PASSWORD, password_new_repetition: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
