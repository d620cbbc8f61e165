import { createTestApp, type TestApp } from '../../test/app';
import { probeModule } from '../../test/probe-module';
import { serverModules } from '../modules';

let t: TestApp;
let muster: string;
let beispiel: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, probeModule] });
  muster = await t.customerUid('Muster GmbH');
  beispiel = await t.customerUid('Beispiel AG');
});
afterAll(() => t.close());

async function refusals() {
  return t.db.selectFrom('meta.auth_events').select(['email', 'detail']).where('event', '=', 'authorization_refused').execute();
}

describe('authenticate', () => {
  it('answers 401 unauthorized without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/probe/customer?customer_uid=${muster}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });
});

describe('customer permission access', () => {
  it('resolves the customer and the union of customer and computed grants', async () => {
    const dsb = await t.as('dsb@example.com');
    const res = await dsb.get(`/api/probe/customer?customer_uid=${muster}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customer).toMatchObject({ customerUid: muster, name: 'Muster GmbH', schema: expect.stringMatching(/^c_[0-9a-f]{32}$/) });
    expect(body.permissions).toEqual(
      expect.arrayContaining([
        'VWS_Select',
        'VWS_VVTProzesse_WriteProtectedFields',
        'computed_isDefaultAssigneeOfUnassignedProcesses',
        'computed_canInviteUsers',
      ]),
    );
  });

  it('refuses a customer the user is not a member of with 403, before any tenant query, and logs it', async () => {
    const po = await t.as('po@example.com');
    const res = await po.get(`/api/probe/freitext?customer_uid=${beispiel}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
    const logged = await refusals();
    expect(logged).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'po@example.com', detail: expect.objectContaining({ customerUid: beispiel }) })]),
    );
  });

  it('refuses a member without the permission with 403', async () => {
    const leser = await t.as('leser@example.com');
    expect((await leser.get(`/api/probe/master-data-edit?customer_uid=${muster}`)).statusCode).toBe(403);
    const admin = await t.as('kundenadmin@example.com');
    expect((await admin.get(`/api/probe/master-data-edit?customer_uid=${muster}`)).statusCode).toBe(200);
  });

  it('passes when any of several permissions is granted', async () => {
    const po = await t.as('po@example.com');
    expect((await po.get(`/api/probe/any-of?customer_uid=${muster}`)).statusCode).toBe(200);
    const mitglied = await t.as('mitglied@example.com');
    expect((await mitglied.get(`/api/probe/any-of?customer_uid=${muster}`)).statusCode).toBe(403);
  });

  it('checks per customer: multi@ is DSB in Muster GmbH but only Leser in Beispiel AG', async () => {
    const multi = await t.as('multi@example.com');
    expect((await multi.get(`/api/probe/master-data-edit?customer_uid=${muster}`)).statusCode).toBe(200);
    expect((await multi.get(`/api/probe/master-data-edit?customer_uid=${beispiel}`)).statusCode).toBe(403);
    expect((await multi.get(`/api/probe/customer?customer_uid=${beispiel}`)).statusCode).toBe(200);
  });

  it('answers a missing or malformed customer_uid with 400 validation', async () => {
    const dsb = await t.as('dsb@example.com');
    const missing = await dsb.get('/api/probe/customer');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'validation', fields: [{ path: 'customer_uid' }] });
    expect((await dsb.get('/api/probe/customer?customer_uid=1%27%20or%201=1')).statusCode).toBe(400);
  });
});

describe('profile permission access', () => {
  it('grants META_* from the profile only', async () => {
    expect((await (await t.as('meta@example.com')).get('/api/probe/meta')).statusCode).toBe(200);
    expect((await (await t.as('dsb@example.com')).get('/api/probe/meta')).statusCode).toBe(403);
  });
});

describe('request.withTenant', () => {
  it('reads and writes the customer schema, separately per customer', async () => {
    const meta = await t.as('meta@example.com');
    const write = await meta.put(`/api/probe/freitext?customer_uid=${muster}`, { key: 'Probe_Freitext', Wert: 'Nur bei Muster' });
    expect(write.statusCode).toBe(200);
    const inMuster = (await meta.get(`/api/probe/freitext?customer_uid=${muster}`)).json();
    const inBeispiel = (await meta.get(`/api/probe/freitext?customer_uid=${beispiel}`)).json();
    expect(inMuster).toContainEqual({ key: 'Probe_Freitext', Wert: 'Nur bei Muster' });
    expect(inBeispiel.map((r: { key: string }) => r.key)).not.toContain('Probe_Freitext');
  });

  it('fails fast instead of waiting forever when a route queries the meta pool inside withTenant on PGlite', async () => {
    const dsb = await t.as('dsb@example.com');
    const started = Date.now();
    const res = await dsb.get(`/api/probe/nested-meta-query?customer_uid=${muster}`);
    if (t.config.databaseUrl) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(500);
      expect(Date.now() - started).toBeLessThan(2000);
      // The connection is free again afterwards.
      expect((await dsb.get(`/api/probe/freitext?customer_uid=${muster}`)).statusCode).toBe(200);
    }
  });
});

describe('error format', () => {
  it('answers unknown API paths with 404 notFound', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'notFound', message: expect.any(String) });
  });

  it('never leaks internals of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Interner Serverfehler.' });
    expect(res.body).not.toMatch(/secret|srv|at /);
  });

  it('carries the extra keys of an HttpError', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'itemHasBeenChanged', message: 'Eine neuere Version existiert in der Datenbank.', itemHasBeenChanged: true });
  });

  it('answers a bad query with 400 validation and the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/query?n=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String), fields: [{ path: 'n', message: expect.any(String) }] });
  });

  it('answers a bad body of a tenant write with 400 and stores nothing', async () => {
    const dsb = await t.as('dsb@example.com');
    const res = await dsb.put(`/api/probe/freitext?customer_uid=${muster}`, { key: '', Wert: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['Wert', 'key']);
  });
});
