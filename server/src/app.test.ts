import { createTestApp, type TestApp, TEST_DEMO_PASSWORD } from '../test/app';

describe('HTTP security of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://intranet.example' } });
  });
  afterAll(() => t.close());

  it('allows CORS with credentials for allow-listed origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/sign-in',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
      });
    const allowed = await preflight('https://intranet.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://intranet.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('accepts a state-changing call from an allow-listed origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://intranet.example', 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'dsb@example.com', password: TEST_DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends a CSP that allows only same-origin scripts, and no HSTS over http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids caching of API answers and the browser features the portal does not use', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'leser@example.com', password: TEST_DEMO_PASSWORD },
    });
    for (const res of [signIn, await t.app.inject({ method: 'GET', url: '/api/health' }), await t.app.inject({ method: 'GET', url: '/api/nothing-here' })]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    }
  });

  it('publishes the OpenAPI description of the routes at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/auth/token-refresh', '/api/auth/reset-password']));
  });
});

describe('over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(() => t.close());

  it('uses Secure cookies (__Host- for the access cookie, __Secure- for those of narrower paths) and HSTS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://portal.example' },
      payload: { email: 'dsb@example.com', password: TEST_DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const set = res.cookies.filter((c) => c.value !== '');
    expect(set.map((c) => `${c.name} ${c.path}`).sort()).toEqual([
      '__Host-vws_access /',
      '__Secure-vws_device /api/auth/sign-in',
      '__Secure-vws_refresh /api/auth',
    ]);
    expect(res.cookies.every((c) => c.secure && c.httpOnly && !c.domain)).toBe(true);
    // The refresh cookie of earlier releases (Path=/) is cleared.
    expect(res.cookies.filter((c) => c.value === '').map((c) => `${c.name} ${c.path}`)).toEqual(['__Host-vws_refresh /']);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});
