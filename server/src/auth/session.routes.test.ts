import { SignJWT } from 'jose';
import { cookieHeaderFrom, createTestApp, type TestApp } from '../../test/app';
import { probeModule } from '../../test/probe-module';
import { serverModules } from '../modules';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, probeModule] });
});
afterAll(() => t.close());

const refresh = (cookie: string, headers: Record<string, string> = XHR) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token-refresh', headers: { ...headers, cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/probe/me', headers: { cookie } });
const cookieValue = (cookie: string, name: string) => cookie.split('; ').find((c) => c.startsWith(`${name}=`))!;

describe('POST /api/auth/token-refresh', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const session = await t.signIn('po@example.com');
    const res = await refresh(session.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().usermodel).toMatchObject({ email: 'po@example.com', firstname: 'Paul' });
    const rotated = cookieHeaderFrom(res);
    expect(cookieValue(rotated, 'vws_refresh')).not.toEqual(cookieValue(session.cookie, 'vws_refresh'));
    expect((await me(rotated)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back from another client', async () => {
    const session = await t.signIn('leser@example.com');
    const first = await refresh(session.cookie, { ...XHR, 'user-agent': 'Browser A' });
    const rotated = cookieHeaderFrom(first);
    expect(first.statusCode).toBe(200);

    const replay = await refresh(session.cookie, { ...XHR, 'user-agent': 'Thief' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('unauthorized');

    // The legitimate holder's newer token and access token are dead too.
    expect((await refresh(rotated, { ...XHR, 'user-agent': 'Browser A' })).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(401);
    const events = await t.db.selectFrom('meta.auth_events').select(['event', 'user_uid']).where('event', '=', 'token_refresh_reuse').execute();
    expect(events).toEqual([{ event: 'token_refresh_reuse', user_uid: session.usermodel.user_uid }]);
  });

  it('answers a retry of the same refresh by the same client with the same new token, and keeps the session', async () => {
    const session = await t.signIn('dsb@example.com');
    const first = await refresh(session.cookie);
    const retry = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(cookieValue(cookieHeaderFrom(retry), 'vws_refresh')).toEqual(cookieValue(cookieHeaderFrom(first), 'vws_refresh'));
    // The session goes on with that token.
    const next = await refresh(cookieHeaderFrom(retry));
    expect(next.statusCode).toBe(200);
    expect((await me(cookieHeaderFrom(next))).statusCode).toBe(200);
  });

  it('still revokes the family when the same client reuses a token after the grace or after its successor was used', async () => {
    const late = await t.signIn('bearbeiter@example.com');
    expect((await refresh(late.cookie)).statusCode).toBe(200);
    await t.db
      .updateTable('meta.refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where('user_uid', '=', late.usermodel.user_uid)
      .where('used_at', 'is not', null)
      .execute();
    expect((await refresh(late.cookie)).statusCode).toBe(401);

    const chained = await t.signIn('kundenadmin@example.com');
    const second = cookieHeaderFrom(await refresh(chained.cookie));
    expect((await refresh(second)).statusCode).toBe(200);
    expect((await refresh(chained.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('ends a session after its absolute lifetime and a refresh token after its idle lifetime', async () => {
    const old = await t.signIn('bearbeiter@example.com');
    await t.db
      .updateTable('meta.sessions')
      .set({ created_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where('user_uid', '=', old.usermodel.user_uid)
      .execute();
    expect((await refresh(old.cookie)).statusCode).toBe(401);

    const idle = await t.signIn('kundenadmin@example.com');
    await t.db
      .updateTable('meta.refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_uid', '=', idle.usermodel.user_uid)
      .execute();
    expect((await refresh(idle.cookie)).statusCode).toBe(401);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    expect((await refresh('')).statusCode).toBe(401);
    expect((await refresh('vws_refresh=bogus-token-value')).statusCode).toBe(401);
  });

  it('needs X-Requested-With like every state-changing call', async () => {
    const session = await t.signIn('po@example.com');
    const res = await refresh(session.cookie, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('csrf');
    // Nothing was rotated: the token still works.
    expect((await refresh(session.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session, clears the cookies and makes the refresh token unusable', async () => {
    const session = await t.signIn('kundenadmin@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = res.cookies.filter((c) => c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()));
    // The refresh cookie at its path, and at the path / of earlier releases.
    expect(cleared.map((c) => `${c.name} ${c.path}`).sort()).toEqual(['vws_access /', 'vws_refresh /', 'vws_refresh /api/auth']);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('keeps the other sessions of the same user', async () => {
    const a = await t.signIn('mitglied@example.com');
    const b = await t.signIn('mitglied@example.com');
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: a.headers });
    expect((await me(b.cookie)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 without X-Requested-With', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: XHR })).statusCode).toBe(401);
    const session = await t.signIn('multi@example.com');
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: session.cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect((await me(session.cookie)).statusCode).toBe(200);
  });
});

describe('access token', () => {
  it('is refused when tampered with, of another type, or missing', async () => {
    const session = await t.signIn('dsb@example.com');
    const access = cookieValue(session.cookie, 'vws_access').slice('vws_access='.length);
    const [header, payload, signature] = access.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    expect((await me(`vws_access=${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const wrongType = await new SignJWT({ sid: 'x' }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').sign(t.app.platform.accessKey);
    expect((await me(`vws_access=${wrongType}`)).statusCode).toBe(401);
    const res = await me('');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });
});
