import { createTestApp, type Session, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/meta/userprofile/sessions';

function list(session: Session) {
  return t.app.inject({ method: 'GET', url: URL, headers: session.headers });
}

function end(session: Session, query: string) {
  return t.app.inject({ method: 'DELETE', url: `${URL}?${query}`, headers: session.headers });
}

function signInWith(email: string, userAgent: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'user-agent': userAgent },
    payload: { email, password: 'Demo-Passwort-1' },
  });
}

describe('GET /meta/userprofile/sessions', () => {
  it("lists the user's open sessions, the current one first and marked, with browser and times; none of another user", async () => {
    const other = await t.signIn('leser@example.com');
    await signInWith('po@example.com', 'Firefox on the phone');
    const current = await t.signIn('po@example.com');
    const res = await list(current);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toEqual({
      sessionId: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      userAgent: 'lightMyRequest',
      current: true,
    });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { userAgent: string | null }) => s.userAgent)).toContain('Firefox on the phone');
    expect(Number.isNaN(Date.parse(sessions[0].lastUsedAt))).toBe(false);
    const othersIds = (await list(other)).json().sessions.map((s: { sessionId: string }) => s.sessionId);
    expect(sessions.some((s: { sessionId: string }) => othersIds.includes(s.sessionId))).toBe(false);
  });

  it('refuses without a session with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('DELETE /meta/userprofile/sessions', () => {
  it('ends one other session: its access and refresh stop working, the current goes on', async () => {
    const current = await t.signIn('dsb@example.com');
    const other = await t.signIn('dsb@example.com');
    const otherId = (await list(current)).json().sessions.find((s: { current: boolean }) => !s.current).sessionId;
    const res = await end(current, `sessionId=${otherId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await list(other)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/token-refresh', headers: other.headers });
    expect(refresh.statusCode).toBe(401);
    expect((await list(current)).statusCode).toBe(200);
    expect((await list(current)).json().sessions.map((s: { sessionId: string }) => s.sessionId)).not.toContain(otherId);
  });

  it('ends all others with ?all=true and keeps the current one', async () => {
    const a = await t.signIn('bearbeiter@example.com');
    const b = await t.signIn('bearbeiter@example.com');
    const current = await t.signIn('bearbeiter@example.com');
    const res = await end(current, 'all=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await list(a)).statusCode).toBe(401);
    expect((await list(b)).statusCode).toBe(401);
    const after = (await list(current)).json().sessions;
    expect(after).toHaveLength(1);
    expect(after[0].current).toBe(true);
    const events = await t.db.selectFrom('meta.auth_events').select('event').where('email', '=', 'bearbeiter@example.com').execute();
    expect(events.map((e) => e.event)).toContain('sessions_ended');
  });

  it("answers another user's session like an unknown one (404) and ends nothing", async () => {
    const victim = await t.signIn('mitglied@example.com');
    const victimId = (await list(victim)).json().sessions[0].sessionId;
    const attacker = await t.signIn('kundenadmin@example.com');
    const res = await end(attacker, `sessionId=${victimId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('sessionNotFound');
    expect((await end(attacker, 'sessionId=00000000-0000-4000-8000-000000000000')).json().error).toBe('sessionNotFound');
    expect((await list(victim)).statusCode).toBe(200);
  });

  it('refuses the current session (sign out ends it) and a query with neither or both with 400', async () => {
    const current = await t.signIn('multi@example.com');
    const id = (await list(current)).json().sessions[0].sessionId;
    const own = await end(current, `sessionId=${id}`);
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('sessionIsCurrent');
    for (const query of ['', 'all=false', `all=true&sessionId=${id}`, 'sessionId=5', 'all=TRUE', 'all=true&all=true']) {
      expect([query, (await end(current, query)).statusCode]).toEqual([query, 400]);
    }
    expect((await list(current)).statusCode).toBe(200);
  });

  it('takes the customer_uid that the client adds to every call while a customer is selected', async () => {
    const current = await t.signIn('leser@example.com');
    await t.signIn('leser@example.com');
    const res = await end(current, `all=true&customer_uid=${await t.customerUid('Muster GmbH')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
  });
});
