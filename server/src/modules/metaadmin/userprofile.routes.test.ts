import { META_PERMISSIONS } from '@vws/shared/permissions';
import { createTestApp, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template; argon2 and PGlite are slow on a busy 2-core runner.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userUidOf(email: string): Promise<string> {
  return (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', email).executeTakeFirstOrThrow()).user_uid;
}

async function grantProfile(email: string, permission: string): Promise<void> {
  await t.db
    .insertInto('meta.user_profile_permissions')
    .values({ user_uid: await userUidOf(email), permission })
    .execute();
}

async function storedName(email: string) {
  return t.db.selectFrom('meta.users').select(['firstname', 'lastname']).where('email', '=', email).executeTakeFirstOrThrow();
}

const anonymous = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-requested-with': 'XMLHttpRequest' }, ...(payload ? { payload } : {}) });

describe('GET /meta/userprofile', () => {
  it('answers the signed-in user as userprofiledata', async () => {
    const client = await t.as('dsb@example.com');
    const res = await client.get('/api/meta/userprofile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userprofiledata: { user_uid: await userUidOf('dsb@example.com'), email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz' },
    });
  });

  it('refuses an unauthenticated call with 401', async () => {
    expect((await anonymous('GET', '/api/meta/userprofile')).statusCode).toBe(401);
  });
});

describe('GET /meta/userprofile/permissions', () => {
  it('answers the META_* grants of the meta admin', async () => {
    const res = await (await t.as('meta@example.com')).get('/api/meta/userprofile/permissions');
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual([...META_PERMISSIONS].sort());
  });

  it('answers no customer permission, and an empty list for a plain user', async () => {
    const res = await (await t.as('leser@example.com')).get('/api/meta/userprofile/permissions');
    expect(res.json()).toEqual({ permissions: [] });
  });

  it('includes USER_DENY_* flags and spells the alias canonically', async () => {
    await grantProfile('bearbeiter@example.com', 'USER_DENY_Password_Reset');
    await grantProfile('bearbeiter@example.com', 'META_Admin-Module_Access');
    const res = await (await t.as('bearbeiter@example.com')).get('/api/meta/userprofile/permissions');
    expect(res.json().permissions).toEqual(['META_Admin_Module_Access', 'USER_DENY_Password_Reset']);
  });

  it('refuses an unauthenticated call with 401', async () => {
    expect((await anonymous('GET', '/api/meta/userprofile/permissions')).statusCode).toBe(401);
  });
});

describe('PUT /meta/userprofile/update-profile', () => {
  it('changes first and last name, answers and stores the new profile', async () => {
    const client = await t.as('po@example.com');
    const res = await client.put('/api/meta/userprofile/update-profile', { userprofile: { firstname: ' Paula ', lastname: 'Oswald-Kühn' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userprofiledata).toMatchObject({ email: 'po@example.com', firstname: 'Paula', lastname: 'Oswald-Kühn' });
    expect(await storedName('po@example.com')).toEqual({ firstname: 'Paula', lastname: 'Oswald-Kühn' });
    expect((await client.get('/api/meta/userprofile')).json().userprofiledata.firstname).toBe('Paula');
  });

  it('answers bad input with 400 and the failing fields, storing nothing', async () => {
    const client = await t.as('kundenadmin@example.com');
    const before = await storedName('kundenadmin@example.com');
    const res = await client.put('/api/meta/userprofile/update-profile', { userprofile: { firstname: '   ', lastname: 'x'.repeat(101) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['userprofile.firstname', 'userprofile.lastname']);
    const missing = await client.put('/api/meta/userprofile/update-profile', { firstname: 'Klaus' });
    expect(missing.statusCode).toBe(400);
    expect(await storedName('kundenadmin@example.com')).toEqual(before);
  });

  it('refuses with 403 when the profile carries USER_DENY_Profile_Edit, storing nothing', async () => {
    await grantProfile('mitglied@example.com', 'USER_DENY_Profile_Edit');
    const client = await t.as('mitglied@example.com');
    const res = await client.put('/api/meta/userprofile/update-profile', { userprofile: { firstname: 'Mira', lastname: 'Lange' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
    expect(await storedName('mitglied@example.com')).toEqual({ firstname: 'Miriam', lastname: 'Lange' });
  });

  it('refuses a call without X-Requested-With (CSRF) with 403, storing nothing', async () => {
    const { session } = await t.as('leser@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/meta/userprofile/update-profile',
      headers: { cookie: session.cookie },
      payload: { userprofile: { firstname: 'Eve', lastname: 'Mallory' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('csrf');
    expect(await storedName('leser@example.com')).toEqual({ firstname: 'Lena', lastname: 'Seidel' });
  });

  it('refuses an unauthenticated call with 401', async () => {
    const res = await anonymous('PUT', '/api/meta/userprofile/update-profile', { userprofile: { firstname: 'A', lastname: 'B' } });
    expect(res.statusCode).toBe(401);
  });
});
