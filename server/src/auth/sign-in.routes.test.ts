import argon2 from '@node-rs/argon2';
import { createTestApp, type TestApp, TEST_DEMO_PASSWORD } from '../../test/app';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function signIn(t: TestApp, payload: unknown, headers: Record<string, string> = XHR) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers, payload: payload as object });
}

async function count(t: TestApp, table: 'meta.sessions' | 'meta.sign_in_attempts') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/auth/sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOCKOUT_THRESHOLD: '3', LOCKOUT_MINUTES: '15' } });
  });
  afterAll(() => t.close());

  it('signs in and sets httpOnly, SameSite=Lax session cookies', async () => {
    const res = await signIn(t, { email: 'DSB@example.com ', password: TEST_DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      usermodel: { user_uid: expect.any(String), email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' },
    });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies.vws_access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(cookies.vws_refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(cookies.vws_refresh!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const events = await t.db.selectFrom('meta.auth_events').select('event').where('email', '=', 'dsb@example.com').execute();
    expect(events.map((e) => e.event)).toContain('sign_in');
  });

  it('refuses bad input with 400 and the failing fields, storing nothing', async () => {
    const before = [await count(t, 'meta.sessions'), await count(t, 'meta.sign_in_attempts')];
    const res = await signIn(t, { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['email', 'password']);
    expect([await count(t, 'meta.sessions'), await count(t, 'meta.sign_in_attempts')]).toEqual(before);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'badRequest' });
  });

  it('answers a wrong password and an unknown e-mail the same way (no enumeration)', async () => {
    const wrong = await signIn(t, { email: 'po@example.com', password: 'Falsch-Passwort-9' });
    const unknown = await signIn(t, { email: 'niemand@example.com', password: 'Falsch-Passwort-9' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('invalidCredentials');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a state-changing call without X-Requested-With (CSRF) with 403', async () => {
    const res = await signIn(t, { email: 'dsb@example.com', password: TEST_DEMO_PASSWORD }, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('csrf');
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a foreign Origin and accepts the portal origin', async () => {
    const foreign = await signIn(t, { email: 'dsb@example.com', password: TEST_DEMO_PASSWORD }, { ...XHR, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('csrf');
    const own = await signIn(t, { email: 'dsb@example.com', password: TEST_DEMO_PASSWORD }, { ...XHR, origin: 'http://localhost:8080' });
    expect(own.statusCode).toBe(200);
  });

  it('locks the address after LOCKOUT_THRESHOLD failures and says for how many minutes', async () => {
    const email = 'bearbeiter@example.com';
    expect((await signIn(t, { email, password: 'Falsch-1!' })).statusCode).toBe(401);
    expect((await signIn(t, { email, password: 'Falsch-2!' })).statusCode).toBe(401);
    const third = await signIn(t, { email, password: 'Falsch-3!' });
    expect(third.statusCode).toBe(423);
    expect(third.json()).toEqual({ error: 'signInLocked', message: expect.stringContaining('15 Minuten'), minutes: 15 });
    // Even the right password is refused while locked.
    const right = await signIn(t, { email, password: TEST_DEMO_PASSWORD });
    expect(right.statusCode).toBe(423);
    expect(right.json().minutes).toBe(15);
    const events = await t.db.selectFrom('meta.auth_events').select('event').where('email', '=', email).execute();
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['sign_in_failed', 'lockout', 'sign_in_locked']));
  });

  it('locks only the source that failed: the owner still signs in from elsewhere', async () => {
    const email = 'mitglied@example.com';
    const attacker = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: XHR, remoteAddress: '198.51.100.66', payload: { email, password } });
    await attacker('Falsch-1!');
    await attacker('Falsch-2!');
    expect((await attacker('Falsch-3!')).statusCode).toBe(423);
    expect((await attacker(TEST_DEMO_PASSWORD)).statusCode).toBe(423);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: XHR,
      remoteAddress: '192.0.2.10',
      payload: { email, password: TEST_DEMO_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('locks an unknown address the same way, so a lock reveals nothing', async () => {
    const email = 'gibt-es-nicht@example.com';
    await signIn(t, { email, password: 'Falsch-1!' });
    await signIn(t, { email, password: 'Falsch-2!' });
    const third = await signIn(t, { email, password: 'Falsch-3!' });
    expect(third.statusCode).toBe(423);
    expect(third.json().minutes).toBe(15);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const email = 'leser@example.com';
    await signIn(t, { email, password: 'Falsch-1!' });
    await signIn(t, { email, password: 'Falsch-2!' });
    expect((await signIn(t, { email, password: TEST_DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t, { email, password: 'Falsch-3!' })).statusCode).toBe(401);
  });
});

describe('rate limit of the auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_IP_RATE_LIMIT_MAX: '3', LOCKOUT_THRESHOLD: '100' } });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string, email: string, password = 'Falsch-Passwort-1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: XHR, remoteAddress, payload: { email, password } });

  it('limits the suspect attempts on one account across many IPs with 429 requestLimitReached, never a clean source', async () => {
    // A source's first failure is not suspect; its second is, and only those count towards the account's limit (3).
    const statuses: number[] = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      statuses.push((await from(ip, 'po@example.com')).statusCode, (await from(ip, 'po@example.com')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const limited = await from('10.0.0.4', 'po@example.com');
    expect(limited.statusCode).toBe(401);
    const suspect = await from('10.0.0.4', 'po@example.com', TEST_DEMO_PASSWORD);
    expect(suspect.statusCode).toBe(429);
    expect(suspect.json()).toEqual({ error: 'requestLimitReached', message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' });
    // The owner, from a source that has not failed on the account, is not counted and gets in.
    expect((await from('10.0.0.9', 'po@example.com', TEST_DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('spends the same password-hashing work on an unknown e-mail as on a wrong password', async () => {
    // Counted, not timed: the answer times also hold the failed attempt's bookkeeping, which only a
    // known account has, and on a busy PostgreSQL that alone once made a wrong password take twice
    // as long as an unknown e-mail (CI, 2026-11-27). What must be equal is the argon2id work.
    const verify = jest.spyOn(argon2, 'verify');
    try {
      expect((await from('10.2.0.1', 'leser@example.com')).statusCode).toBe(401);
      expect((await from('10.2.1.1', 'x1@example.com')).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(2);
      const [known, unknown] = verify.mock.calls.map(([hash]) => String(hash));
      // '$argon2id$v=19$m=19456,t=2,p=1': the same algorithm and cost, against a throw-away hash.
      const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
      expect(cost(unknown)).toBe(cost(known));
      expect(cost(known)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1$/);
      expect(unknown).not.toBe(known);
    } finally {
      verify.mockRestore();
    }
  });

  it('limits one IP across many accounts', async () => {
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'dsb@example.com']) {
      statuses.push((await from('10.1.1.1', email, TEST_DEMO_PASSWORD)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another IP is not affected.
    expect((await from('10.1.1.2', 'dsb@example.com', TEST_DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sign-in from many sources', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOCKOUT_THRESHOLD: '3', LOCKOUT_GLOBAL_THRESHOLD: '4', LOCKOUT_THROTTLE_SECONDS: '30' } });
  });
  afterAll(() => t.close());

  const from = (ip: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: XHR, remoteAddress: ip, payload: { email: 'po@example.com', password } });

  it("slows the strangers' sources down after many failures, while the owner gets in from a clean source or a known device", async () => {
    const owner = await from('192.0.2.30', TEST_DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    const device = owner.cookies.find((c) => c.name === 'vws_device')!;
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) expect((await from(ip, 'Falsch-1!')).statusCode).toBe(401);
    // A source that failed waits, whatever the password.
    const slowed = await from('203.0.113.1', TEST_DEMO_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ error: 'signInThrottled', seconds: expect.any(Number) });
    expect(slowed.json().seconds).toBeLessThanOrEqual(30);
    // The owner: from a source without failures, and with the known device even from a stranger's source.
    expect((await from('192.0.2.20', TEST_DEMO_PASSWORD)).statusCode).toBe(200);
    const withDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...XHR, cookie: `vws_device=${device.value}` },
      remoteAddress: '203.0.113.2',
      payload: { email: 'po@example.com', password: TEST_DEMO_PASSWORD },
    });
    expect(withDevice.statusCode).toBe(200);
    // The owner's sign-ins do not reopen the strangers' lane; a new stranger source gets one guess.
    expect((await from('203.0.113.3', 'Falsch-2!')).statusCode).toBe(429);
    expect((await from('203.0.113.5', 'Falsch-2!')).statusCode).toBe(401);
    expect((await from('203.0.113.5', 'Falsch-3!')).statusCode).toBe(429);
    // After the short wait a stranger's source may try again (simulated by ageing the failures).
    await t.db
      .updateTable('meta.sign_in_attempts')
      .set({ created_at: new Date(Date.now() - 31_000) })
      .where('email', '=', 'po@example.com')
      .execute();
    expect((await from('203.0.113.1', 'Falsch-4!')).statusCode).toBe(401);
  });
});
