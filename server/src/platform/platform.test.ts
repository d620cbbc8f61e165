import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('test harness', () => {
  it('serves the health check from a seeded copy of the template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    expect(await t.customerUid('Muster GmbH')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signs a demo account in', async () => {
    const dsb = await t.as('dsb@example.com');
    expect(dsb.session.usermodel).toMatchObject({ email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' });
    expect(dsb.session.cookie).toContain('vws_access=');
  });
});
