import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../../test/app';
import { serverModules } from '../modules';
import type { ServerModule } from './module';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describe('a route without an access declaration', () => {
  it('stops the server at start with a message naming the route', async () => {
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.get('/undeclared/list', async () => ({ ok: true }));
    };
    const careless: ServerModule = { name: 'careless', tenantMigrations: {}, routes };
    await expect(createTestApp({ modules: [...serverModules, careless] })).rejects.toThrow(
      "Route GET /api/undeclared/list declares no access: add config.access ('public' | 'signedIn' | { permission } | { profilePermission })",
    );
  });

  it('is refused for an empty permission list as well', async () => {
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.put('/undeclared/edit', { config: { access: { permission: [] } } }, async () => ({ ok: true }));
    };
    const careless: ServerModule = { name: 'careless', tenantMigrations: {}, routes };
    await expect(createTestApp({ modules: [...serverModules, careless] })).rejects.toThrow('Route PUT /api/undeclared/edit declares no access');
  });
});

describe('order: authentication, then permission and customer, then validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  const BAD = { nonsense: true };

  it('PUT /customer/master-data-edit: 401 anonymous, 403 without VWS_MasterData_Edit, even with a bad body', async () => {
    const url = `/api/customer/master-data-edit?customer_uid=${await t.customerUid('Muster GmbH')}`;
    expect((await call('PUT', url, XHR, BAD)).statusCode).toBe(401);
    const leser = await t.as('leser@example.com');
    const refused = await call('PUT', url, leser.session.headers, BAD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('fields');
    const dsb = await t.as('dsb@example.com');
    expect((await call('PUT', url, dsb.session.headers, BAD)).statusCode).toBe(400);
  });

  it.each([
    ['/api/meta/userprofile/update-profile', 'USER_DENY_Profile_Edit'],
    ['/api/meta/userprofile/update-pw', 'USER_DENY_Password_Edit'],
  ])('PUT %s: 401 anonymous, 403 with %s, even with a bad body', async (url, flag) => {
    expect((await call('PUT', url, XHR, BAD)).statusCode).toBe(401);
    const po = await t.as('po@example.com');
    expect((await call('PUT', url, po.session.headers, BAD)).statusCode).toBe(400);
    const { user_uid } = await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'po@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('meta.user_profile_permissions').values({ user_uid, permission: flag }).execute();
    try {
      expect((await call('PUT', url, po.session.headers, BAD)).statusCode).toBe(403);
    } finally {
      await t.db.deleteFrom('meta.user_profile_permissions').where('user_uid', '=', user_uid).where('permission', '=', flag).execute();
    }
  });

  it('POST /meta-admin/migrate-databases: 401 anonymous, 403 without META_Migrate_Databases, even with a bad query', async () => {
    const url = '/api/meta-admin/migrate-databases?customer_uid=not-a-uuid';
    expect((await call('POST', url, XHR, undefined)).statusCode).toBe(401);
    const dsb = await t.as('dsb@example.com');
    expect((await call('POST', url, dsb.session.headers, undefined)).statusCode).toBe(403);
    const meta = await t.as('meta@example.com');
    expect((await call('POST', url, meta.session.headers, undefined)).statusCode).toBe(400);
  });
});
