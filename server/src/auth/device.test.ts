import { createTestApp, type TestApp, TEST_DEMO_PASSWORD } from '../../test/app';
import { hashToken } from './tokens';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCKOUT_THRESHOLD: '3', LOCKOUT_MINUTES: '15' } });
});
afterAll(() => t.close());

function signIn(ip: string, email: string, password: string, device?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { ...XHR, ...(device ? { cookie: `vws_device=${device}` } : {}) },
    remoteAddress: ip,
    payload: { email, password },
  });
}

async function deviceOfOwner(email: string, ip: string): Promise<string> {
  const res = await signIn(ip, email, TEST_DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'vws_device')!.value;
}

async function lockSource(ip: string, email: string) {
  for (let i = 1; i <= 3; i++) await signIn(ip, email, `Falsch-${i}-Passwort!`);
  expect((await signIn(ip, email, TEST_DEMO_PASSWORD)).statusCode).toBe(423);
}

describe('device cookie (OWASP: slow down online guessing with device cookies)', () => {
  it('is set by a successful sign-in: httpOnly, for the sign-in call only, signed; the database holds only its hash', async () => {
    const res = await signIn('192.0.2.1', 'dsb@example.com', TEST_DEMO_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === 'vws_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sign-in', maxAge: 30 * 24 * 3600 });
    const [id, signature] = cookie.value.split('.');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db
      .selectFrom('meta.sign_in_attempts')
      .select('device')
      .where('email', '=', 'dsb@example.com')
      .where('succeeded', '=', true)
      .execute();
    expect(stored.map((s) => s.device)).toContain(hashToken(id!));
    expect(JSON.stringify(stored)).not.toContain(id);
    // The same device keeps its cookie on the next sign-in (renewed).
    const again = await signIn('192.0.2.1', 'dsb@example.com', TEST_DEMO_PASSWORD, cookie.value);
    expect(again.cookies.find((c) => c.name === 'vws_device')!.value).toBe(cookie.value);
  });

  it("lets the owner's known device in from a source a stranger has locked; without it the source stays locked", async () => {
    const device = await deviceOfOwner('po@example.com', '198.51.100.1');
    await lockSource('198.51.100.1', 'po@example.com');
    expect((await signIn('198.51.100.1', 'po@example.com', TEST_DEMO_PASSWORD, device)).statusCode).toBe(200);
  });

  it('ignores a cookie with a wrong signature and a device known only to another account', async () => {
    const device = await deviceOfOwner('leser@example.com', '198.51.100.2');
    await lockSource('198.51.100.3', 'mitglied@example.com');
    const [id] = device.split('.');
    expect((await signIn('198.51.100.3', 'mitglied@example.com', TEST_DEMO_PASSWORD, `${id}.${'A'.repeat(43)}`)).statusCode).toBe(423);
    // leser's device is not mitglied's.
    expect((await signIn('198.51.100.3', 'mitglied@example.com', TEST_DEMO_PASSWORD, device)).statusCode).toBe(423);
  });

  it('gives a stolen device cookie only LOCKOUT_THRESHOLD guesses; then it counts as untrusted', async () => {
    const device = await deviceOfOwner('bearbeiter@example.com', '198.51.100.4');
    await lockSource('198.51.100.5', 'bearbeiter@example.com');
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) statuses.push((await signIn('198.51.100.5', 'bearbeiter@example.com', `Geraten-${i}!`, device)).statusCode);
    // The third failure locks the device, which leaves it to the source's lock.
    expect(statuses).toEqual([401, 401, 423]);
    // Even with the right password it no longer passes the source's lock.
    expect((await signIn('198.51.100.5', 'bearbeiter@example.com', TEST_DEMO_PASSWORD, device)).statusCode).toBe(423);
  });

  it('outlives sign-out (a device stays the same device)', async () => {
    const res = await signIn('192.0.2.2', 'kundenadmin@example.com', TEST_DEMO_PASSWORD);
    const cookie = res.cookies
      .filter((c) => c.name !== 'vws_device')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...XHR, cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.map((c) => c.name)).not.toContain('vws_device');
  });
});
