import { ROLES } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template; argon2 and PGlite are slow on a busy 2-core runner.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /meta/roles', () => {
  it('answers every customer role with id and name, by id', async () => {
    const res = await (await t.as('leser@example.com')).get('/api/meta/roles');
    expect(res.statusCode).toBe(200);
    const expected = Object.values(ROLES)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.id - b.id);
    expect(res.json()).toEqual({ roles: expected });
  });

  it('refuses an unauthenticated call with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta/roles' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });
});
