import { createTestApp, type TestApp } from '../../../../test/app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const linkOf = (email: string) => new URL([...t.mails].reverse().find((m) => m.to === email)!.link!);

describe('customers', () => {
  it('lists every customer with cluster, schema and migration state', async () => {
    const res = await (await t.as('meta@example.com')).get('/api/meta-admin/customers');
    expect(res.statusCode).toBe(200);
    const { customers, clusters } = res.json();
    expect(customers.map((c: { name: string }) => c.name)).toEqual(['Beispiel AG', 'Muster GmbH', 'Vorlagen']);
    expect(customers[1]).toMatchObject({ cluster: '', migrationState: 'current', pendingMigrations: [], is_template_source: false });
    expect(customers[1].schema_name).toMatch(/^c_[0-9a-f]{32}$/);
    expect(customers[1].members).toBeGreaterThanOrEqual(7);
    expect(clusters).toEqual(['']);
  });

  it('reads the migration state recorded when the migrations ran, without looking into any schema (issue 26 item 10)', async () => {
    const meta = await t.as('meta@example.com');
    const stored = await t.db
      .selectFrom('meta.customers')
      .select(['name', 'applied_migrations', 'migration_error'])
      .where('name', '=', 'Muster GmbH')
      .executeTakeFirstOrThrow();
    expect(stored.applied_migrations).toContain('audit_0001_init');
    expect(stored.migration_error).toBeNull();
    // A customer on a cluster nobody can reach: the list neither waits for it nor asks it.
    await t.db
      .insertInto('meta.customers')
      .values({
        name: 'Fern AG',
        cluster_dsn: 'postgres://x@192.0.2.1:5432/vws',
        schema_name: 'c_fern',
        applied_migrations: stored.applied_migrations.slice(1),
      })
      .execute();
    const started = Date.now();
    const res = await meta.get('/api/meta-admin/customers');
    expect(Date.now() - started).toBeLessThan(2000);
    const fern = res.json().customers.find((c: { name: string }) => c.name === 'Fern AG');
    expect(fern).toMatchObject({ migrationState: 'pending', pendingMigrations: [stored.applied_migrations[0]] });
    // A failed run is recorded with its reason and shown as unavailable.
    await t.db.updateTable('meta.customers').set({ migration_error: 'connect ETIMEDOUT 192.0.2.1:5432' }).where('name', '=', 'Fern AG').execute();
    const after = (await meta.get('/api/meta-admin/customers')).json().customers.find((c: { name: string }) => c.name === 'Fern AG');
    expect(after).toMatchObject({ migrationState: 'unavailable', migrationError: 'connect ETIMEDOUT 192.0.2.1:5432' });
    await t.db.deleteFrom('meta.customers').where('name', '=', 'Fern AG').execute();
  });

  it('creates a customer database with its first DSB, who sets a password and sees it', async () => {
    const meta = await t.as('meta@example.com');
    const res = await meta.post('/api/meta-admin/customer-create', {
      name: 'Neue Kunde GmbH',
      cluster: '',
      dsb: { email: 'Neu.Dsb@example.com', firstname: 'Nina', lastname: 'Dsb' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toContain('audit_0001_init');
    const link = linkOf('neu.dsb@example.com');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: XHR,
      payload: { email: 'neu.dsb@example.com', token: link.searchParams.get('token'), password: 'Neues-Kennwort-7' },
    });
    expect(set.statusCode).toBe(200);
    const session = await t.signIn('neu.dsb@example.com', 'Neues-Kennwort-7');
    const customers = await t.app.inject({ method: 'GET', url: '/api/meta/customers', headers: session.headers });
    expect(customers.json().customers.map((c: { name: string }) => c.name)).toEqual(['Neue Kunde GmbH']);
    const questions = await t.app.inject({ method: 'GET', url: `/api/audit/auditfragen?customer_uid=${res.json().customer_uid}`, headers: session.headers });
    expect(questions.statusCode).toBe(200);

    // The meta administrator is no member of the new customer: renaming it is not offered (it would be refused with 403).
    const list = (await meta.get('/api/meta-admin/customers')).json().customers as { name: string; mayRename: boolean }[];
    expect(list.map((c) => [c.name, c.mayRename])).toEqual([
      ['Beispiel AG', true],
      ['Muster GmbH', true],
      ['Neue Kunde GmbH', false],
      ['Vorlagen', true],
    ]);
    expect((await meta.put(`/api/meta/customer-edit?customer_uid=${res.json().customer_uid}`, { customerModel: { name: 'Umbenannt GmbH' } })).statusCode).toBe(
      403,
    );
  });

  it('refuses a taken name, bad input and an unreachable cluster, storing nothing', async () => {
    const meta = await t.as('meta@example.com');
    const dsb = { email: 'x@example.com', firstname: 'X', lastname: 'Y' };
    expect((await meta.post('/api/meta-admin/customer-create', { name: 'Muster GmbH', dsb })).statusCode).toBe(409);
    expect((await meta.post('/api/meta-admin/customer-create', { name: '', dsb })).statusCode).toBe(400);
    expect((await meta.post('/api/meta-admin/customer-create', { name: 'Z', cluster: 'mysql://x', dsb })).statusCode).toBe(400);
    const down = await meta.post('/api/meta-admin/customer-create', { name: 'Nirgendwo AG', cluster: 'postgres://postgres@127.0.0.1:1/none', dsb });
    expect(down.statusCode).toBe(503);
    const names = (await t.db.selectFrom('meta.customers').select('name').execute()).map((c) => c.name);
    expect(names).not.toContain('Nirgendwo AG');
    expect(await t.db.selectFrom('meta.users').select('email').where('email', '=', 'x@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('refuses users without the META permission', async () => {
    const dsb = await t.as('dsb@example.com');
    expect((await dsb.get('/api/meta-admin/customers')).statusCode).toBe(403);
    expect(
      (await dsb.post('/api/meta-admin/customer-create', { name: 'X GmbH', dsb: { email: 'y@example.com', firstname: 'Y', lastname: 'Y' } })).statusCode,
    ).toBe(403);
  });
});

describe('users', () => {
  it('searches across customers with their customers and roles', async () => {
    const res = await (await t.as('meta@example.com')).get('/api/meta-admin/users?search=ulrich');
    expect(res.json().total).toBe(1);
    expect(res.json().users[0]).toMatchObject({
      email: 'multi@example.com',
      is_active: true,
      customers: [
        { name: 'Beispiel AG', roles: ['Mitglied', 'Leser'] },
        { name: 'Muster GmbH', roles: ['Mitglied', 'DSB'] },
      ],
    });
    expect((await (await t.as('meta@example.com')).get('/api/meta-admin/users?search=%25')).json().total).toBe(0);
  });

  it('creates, locks (signing out), unlocks and sends a password link', async () => {
    const meta = await t.as('meta@example.com');
    const created = await meta.post('/api/meta-admin/user-create', { email: 'solo@example.com', firstname: 'Sol', lastname: 'O' });
    expect(created.statusCode).toBe(200);
    expect(linkOf('solo@example.com').pathname).toBe('/resetpassword');
    expect((await meta.post('/api/meta-admin/user-create', { email: 'solo@example.com', firstname: 'S', lastname: 'O' })).statusCode).toBe(409);

    const leser = await t.signIn('leser@example.com');
    const uid = leser.usermodel.user_uid;
    expect((await meta.post('/api/meta-admin/user-lock', { user_uid: uid, locked: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/meta/customers', headers: leser.headers })).statusCode).toBe(401);
    await expect(t.signIn('leser@example.com')).rejects.toThrow();
    expect((await meta.post('/api/meta-admin/user-lock', { user_uid: uid, locked: false })).statusCode).toBe(200);
    await t.signIn('leser@example.com');

    expect((await meta.post('/api/meta-admin/user-password-link', { user_uid: uid })).statusCode).toBe(200);
    expect(linkOf('leser@example.com').pathname).toBe('/resetpassword');
    expect((await meta.post('/api/meta-admin/user-password-link', { user_uid: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('roles and invitations', () => {
  it('lists the roles with their permissions, read-only', async () => {
    const { roles } = (await (await t.as('meta@example.com')).get('/api/meta-admin/roles')).json();
    expect(roles.find((r: { name: string }) => r.name === 'Mitglied').permissions).toEqual(['VWS_Select']);
  });

  it('lists invitations of every customer with their state', async () => {
    const muster = await t.customerUid('Muster GmbH');
    await (
      await t.as('kundenadmin@example.com')
    ).post(`/api/meta/customer/invite-user?customer_uid=${muster}`, { userInvitationRequest: { email: 'gast@example.com', role_id: 2 } });
    const { invitations } = (await (await t.as('meta@example.com')).get('/api/meta-admin/invitations')).json();
    expect(invitations[0]).toMatchObject({ email: 'gast@example.com', customerName: 'Muster GmbH', role: 'Leser', state: 'open' });
    expect((await (await t.as('dsb@example.com')).get('/api/meta-admin/invitations')).statusCode).toBe(403);
  });
});
