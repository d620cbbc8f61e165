import { createTestApp, type TestApp, TEST_DEMO_PASSWORD } from '../../test/app';
import { probeModule } from '../../test/probe-module';
import { serverModules } from '../modules';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const NEW_PASSWORD = 'Neues-Kennwort-42';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, probeModule] });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: XHR, payload });
// The mail is sent after the answer (same timing for known and unknown addresses): wait for it.
const requestReset = async (email: string) => {
  const res = await post('/api/auth/request-new-password', { email });
  await t.app.platform.background.settled();
  return res;
};
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });

function tokenFromLastMail(email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  if (!mail?.link) throw new Error(`no mail to ${email}`);
  const url = new URL(mail.link);
  expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/resetpassword');
  expect(url.searchParams.get('email')).toBe(email);
  expect(mail.text).toContain(mail.link);
  return url.searchParams.get('token')!;
}

describe('POST /api/auth/request-new-password', () => {
  it('mails a reset link (German first, then English) and answers ok', async () => {
    const res = await requestReset('po@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const token = tokenFromLastMail('po@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = t.mails.at(-1)!;
    expect(mail.text.indexOf('Guten Tag')).toBeLessThan(mail.text.indexOf('Hello'));
    // Only the hash is stored.
    const stored = await t.db.selectFrom('meta.password_reset_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('answers an unknown address exactly the same and sends nothing (no enumeration)', async () => {
    const before = t.mails.length;
    const known = await requestReset('leser@example.com');
    const unknown = await requestReset('unbekannt@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['leser@example.com']);
  });

  it('sends nothing to a user with USER_DENY_Password_Reset', async () => {
    const user = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'mitglied@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('meta.user_profile_permissions').values({ user_uid: user.user_uid, permission: 'USER_DENY_Password_Reset' }).execute();
    const before = t.mails.length;
    const res = await requestReset('mitglied@example.com');
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });

  it('needs X-Requested-With (CSRF) and then sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-new-password', payload: { email: 'dsb@example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('csrf');
    expect(t.mails.length).toBe(before);
  });

  it('refuses bad input with 400 validation', async () => {
    const res = await post('/api/auth/request-new-password', { email: 'kein-at-zeichen' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', fields: [{ path: 'email' }] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, invalidates the token and ends every session of the user', async () => {
    const email = 'bearbeiter@example.com';
    const oldSession = await t.signIn(email);
    await requestReset(email);
    const token = tokenFromLastMail(email);

    const res = await post('/api/auth/reset-password', { email, token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await signIn(email, TEST_DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/probe/me', headers: { cookie: oldSession.cookie } })).statusCode).toBe(401);

    const again = await post('/api/auth/reset-password', { email, token, password: 'Noch-Ein-Kennwort-7' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalidToken');
  });

  it('refuses a weak password with 400 validation on the password field and changes nothing', async () => {
    const email = 'kundenadmin@example.com';
    await requestReset(email);
    const token = tokenFromLastMail(email);
    for (const weak of ['kurz1!', 'OhneZiffer!!', 'OhneSonderzeichen1', 'Passwort1!', 'Sommer2024!']) {
      const res = await post('/api/auth/reset-password', { email, token, password: weak });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation', fields: [expect.objectContaining({ path: 'password' })] });
    }
    expect((await signIn(email, TEST_DEMO_PASSWORD)).statusCode).toBe(200);
    // The token was not used up by the refused attempts.
    expect((await post('/api/auth/reset-password', { email, token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers the password-policy field messages in the language of the answer, with a code (like every 400)', async () => {
    const email = 'kundenadmin@example.com';
    await requestReset(email);
    const token = tokenFromLastMail(email);
    const ask = (language: string, password = 'kurz') =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { ...XHR, 'accept-language': language }, payload: { email, token, password } });
    const de = (await ask('de')).json();
    expect(de.message).toBe('Das Passwort erfüllt die Richtlinie nicht.');
    expect(de.fields).toEqual([
      { path: 'password', code: 'passwordTooShort', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
      { path: 'password', code: 'passwordNeedsDigit', message: 'Das Passwort muss mindestens eine Ziffer enthalten.' },
      { path: 'password', code: 'passwordNeedsSpecialChar', message: 'Das Passwort muss mindestens ein Sonderzeichen enthalten.' },
    ]);
    const en = (await ask('en')).json();
    expect(en.fields.map((field: { message: string }) => field.message)).toEqual([
      'The password must be at least 8 characters long.',
      'The password must contain at least one digit.',
      'The password must contain at least one special character.',
    ]);
    expect((await ask('de', 'Sonnenschein1!')).json().fields).toEqual([
      {
        path: 'password',
        code: 'passwordTooCommon',
        message:
          'Dieses Passwort steht – auch mit Ziffern oder Zeichen davor oder dahinter – in Listen häufig verwendeter Passwörter. Bitte wählen Sie ein anderes.',
      },
    ]);
    expect((await ask('en', 'aaaa-1111')).json().fields).toEqual([
      { path: 'password', code: 'passwordTooWeak', message: 'This password is too easy to guess. Longer and made of several unrelated words, it is safer.' },
    ]);
  });

  it('refuses an unknown token, or a token for another address', async () => {
    await requestReset('multi@example.com');
    const token = tokenFromLastMail('multi@example.com');
    const wrongAddress = await post('/api/auth/reset-password', { email: 'dsb@example.com', token, password: NEW_PASSWORD });
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json().error).toBe('invalidToken');
    const bogus = await post('/api/auth/reset-password', { email: 'multi@example.com', token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(bogus.json().error).toBe('invalidToken');
    expect((await signIn('dsb@example.com', TEST_DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await requestReset('leser@example.com');
    const token = tokenFromLastMail('leser@example.com');
    await t.db
      .updateTable('meta.password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await post('/api/auth/reset-password', { email: 'leser@example.com', token, password: NEW_PASSWORD });
    expect(res.json().error).toBe('invalidToken');
  });

  it('refuses a body without the token with 400 validation and 403 without X-Requested-With', async () => {
    const res = await post('/api/auth/reset-password', { email: 'dsb@example.com', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['token']);
    const csrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'dsb@example.com', token: 'x'.repeat(43), password: NEW_PASSWORD },
    });
    expect(csrf.statusCode).toBe(403);
  });
});
