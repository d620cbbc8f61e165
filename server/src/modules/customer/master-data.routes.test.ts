import type { MasterData } from '@vws/shared/contract/customer';
import { createTestApp, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template; argon2 and PGlite are slow on a busy 2-core runner.
jest.setTimeout(30_000);

let t: TestApp;
let muster: string;
let beispiel: string;

beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
  beispiel = await t.customerUid('Beispiel AG');
});
afterAll(() => t.close());

const readUrl = (customerUid: string) => `/api/customer/master-data?customer_uid=${customerUid}`;
const editUrl = (customerUid: string) => `/api/customer/master-data-edit?customer_uid=${customerUid}`;

async function read(email: string, customerUid: string): Promise<MasterData> {
  const res = await (await t.as(email)).get(readUrl(customerUid));
  expect(res.statusCode).toBe(200);
  return res.json().masterData;
}

async function userUidOf(email: string): Promise<string> {
  return (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', email).executeTakeFirstOrThrow()).user_uid;
}

describe('GET /customer/master-data', () => {
  it('answers the seeded master data of the customer', async () => {
    const data = await read('leser@example.com', muster);
    expect(data).toMatchObject({ name: 'Muster GmbH', ort: 'Köln', plz: '50672', dsb_name: 'Dana Schulz', land: 'Deutschland' });
    expect(data.Bearbeiter_User_Uid).toBe(await userUidOf('dsb@example.com'));
    expect(new Date(data.Bearbeitungsdatum).toISOString()).toBe(data.Bearbeitungsdatum);
    expect((await read('multi@example.com', beispiel)).ort).toBe('München');
    expect((await read('meta@example.com', await t.customerUid('Vorlagen'))).name).toMatch(/^Vorlagen/);
  });

  it('answers only the customer name for a customer whose master data was never entered', async () => {
    const { schema_name } = await t.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', beispiel).executeTakeFirstOrThrow();
    await t.db
      .withSchema(schema_name)
      .deleteFrom('customer_stammdaten' as never)
      .execute();
    const data = await read('multi@example.com', beispiel);
    expect(data).toMatchObject({ name: 'Beispiel AG', ort: '', dsb_email: '', Bearbeitungsdatum: '', Bearbeiter_User_Uid: '', Version: 0 });
  });

  it('answers 503 customerDBNotAvailable when the customer cluster is unreachable, other customers keep working', async () => {
    const isolated = await createTestApp();
    try {
      const unreachable = await isolated.customerUid('Beispiel AG');
      await isolated.db
        .updateTable('meta.customers')
        .set({ cluster_dsn: 'postgres://vws@127.0.0.1:1/unreachable' })
        .where('customer_uid', '=', unreachable)
        .execute();
      const multi = await isolated.as('multi@example.com');
      const res = await multi.get(readUrl(unreachable));
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('customerDBNotAvailable');
      expect((await multi.get(readUrl(await isolated.customerUid('Muster GmbH')))).statusCode).toBe(200);
    } finally {
      await isolated.close();
    }
  });

  it('is open to every member (VWS_Select), including a plain Mitglied', async () => {
    expect((await read('mitglied@example.com', muster)).name).toBe('Muster GmbH');
  });

  it("refuses a customer that is not the user's with 403", async () => {
    const res = await (await t.as('dsb@example.com')).get(readUrl(beispiel));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
  });

  it('refuses an unauthenticated call with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: readUrl(muster) })).statusCode).toBe(401);
  });

  it('answers a malformed customer_uid with 400', async () => {
    const res = await (await t.as('dsb@example.com')).get(readUrl('muster'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toContain('customer_uid');
  });
});

describe('PUT /customer/master-data-edit', () => {
  it('stores the edit, stamps editor and time, and answers the stored data', async () => {
    const client = await t.as('kundenadmin@example.com');
    const current = await read('kundenadmin@example.com', muster);
    const before = Date.now();
    const res = await client.put(editUrl(muster), {
      masterDataModel: { ...current, telefon: '+49 221 5550100', website: '', Bearbeiter_User_Uid: 'forged' },
    });
    expect(res.statusCode).toBe(200);
    const saved: MasterData = res.json().masterData;
    expect(saved).toMatchObject({ telefon: '+49 221 5550100', website: '', name: 'Muster GmbH' });
    expect(saved.Bearbeiter_User_Uid).toBe(await userUidOf('kundenadmin@example.com'));
    expect(Date.parse(saved.Bearbeitungsdatum)).toBeGreaterThanOrEqual(before - 1000);
    expect(await read('leser@example.com', muster)).toEqual(saved);
  });

  it('answers bad input with 400 and the failing fields, storing nothing', async () => {
    const client = await t.as('dsb@example.com');
    const current = await read('dsb@example.com', muster);
    const res = await client.put(editUrl(muster), {
      masterDataModel: { ...current, name: '  ', dsb_email: 'kein-mail', website: 'keine url' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
    const paths = res
      .json()
      .fields.map((f: { path: string }) => f.path)
      .sort();
    expect(paths).toEqual(['masterDataModel.dsb_email', 'masterDataModel.name', 'masterDataModel.website']);
    const withoutField = await client.put(editUrl(muster), { masterDataModel: { name: 'Nur ein Name' } });
    expect(withoutField.statusCode).toBe(400);
    expect(await read('dsb@example.com', muster)).toEqual(current);
  });

  it('answers an edit based on an older version with 409 itemHasBeenChanged unless forceUpdate', async () => {
    const dsb = await t.as('dsb@example.com');
    const stale = await read('dsb@example.com', muster);
    const first = await (await t.as('multi@example.com')).put(editUrl(muster), { masterDataModel: { ...stale, ort: 'Köln-Ehrenfeld' } });
    expect(first.statusCode).toBe(200);

    const conflict = await dsb.put(editUrl(muster), { masterDataModel: { ...stale, plz: '50823' } });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: 'itemHasBeenChanged', itemHasBeenChanged: true });
    expect((await read('dsb@example.com', muster)).plz).toBe('50672');

    const forced = await dsb.put(editUrl(muster), { masterDataModel: { ...stale, plz: '50823' }, forceUpdate: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().masterData).toMatchObject({ plz: '50823', ort: 'Köln' });
  });

  it('raises the Version by one with every save and requires the Version the edit is based on', async () => {
    const client = await t.as('dsb@example.com');
    const current = await read('dsb@example.com', muster);
    const saved = await client.put(editUrl(muster), { masterDataModel: { ...current, telefon: '+49 221 5550111' } });
    expect(saved.json().masterData.Version).toBe(current.Version + 1);
    const { Version: _dropped, ...withoutVersion } = saved.json().masterData as MasterData;
    const res = await client.put(editUrl(muster), { masterDataModel: { ...withoutVersion, telefon: '+49 221 5550112' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toContain('masterDataModel.Version');
    expect((await read('dsb@example.com', muster)).telefon).toBe('+49 221 5550111');
  });

  it('lets only one of two concurrent saves of the same Version through; the other answers 409', async () => {
    const current = await read('dsb@example.com', muster);
    const [a, b] = await Promise.all([
      (await t.as('dsb@example.com')).put(editUrl(muster), { masterDataModel: { ...current, ort: 'Aachen' } }),
      (await t.as('kundenadmin@example.com')).put(editUrl(muster), { masterDataModel: { ...current, ort: 'Bonn' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json()).toMatchObject({ error: 'itemHasBeenChanged', itemHasBeenChanged: true });
    const stored = await read('dsb@example.com', muster);
    expect(stored.ort).toBe(winner.json().masterData.ort);
    expect(stored.Version).toBe(current.Version + 1);
  });

  it('lets only one of two concurrent first saves of a never-saved customer through', async () => {
    const isolated = await createTestApp();
    try {
      const cuid = await isolated.customerUid('Beispiel AG');
      const { schema_name } = await isolated.db.selectFrom('meta.customers').select('schema_name').where('customer_uid', '=', cuid).executeTakeFirstOrThrow();
      await isolated.db
        .withSchema(schema_name)
        .deleteFrom('customer_stammdaten' as never)
        .execute();
      const multi = await isolated.as('multi@example.com');
      const blank = (await multi.get(readUrl(cuid))).json().masterData as MasterData;
      expect(blank.Version).toBe(0);
      const meta = await isolated.as('meta@example.com');
      const [a, b] = await Promise.all([
        meta.put(editUrl(cuid), { masterDataModel: { ...blank, ort: 'Passau' } }),
        meta.put(editUrl(cuid), { masterDataModel: { ...blank, ort: 'Landshut' } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((await multi.get(readUrl(cuid))).json().masterData.Version).toBe(1);
    } finally {
      await isolated.close();
    }
  });

  it('refuses a member without VWS_MasterData_Edit with 403, storing nothing', async () => {
    const current = await read('bearbeiter@example.com', muster);
    for (const email of ['bearbeiter@example.com', 'leser@example.com', 'po@example.com', 'mitglied@example.com']) {
      const res = await (await t.as(email)).put(editUrl(muster), { masterDataModel: { ...current, ort: 'Bonn' } });
      expect({ email, status: res.statusCode }).toEqual({ email, status: 403 });
    }
    expect(await read('bearbeiter@example.com', muster)).toEqual(current);
  });

  it("refuses a customer that is not the user's with 403, storing nothing", async () => {
    const theirs = await read('multi@example.com', beispiel);
    const res = await (await t.as('dsb@example.com')).put(editUrl(beispiel), { masterDataModel: { ...theirs, ort: 'Augsburg' } });
    expect(res.statusCode).toBe(403);
    expect(await read('multi@example.com', beispiel)).toEqual(theirs);
  });

  it('refuses an unauthenticated call with 401', async () => {
    const current = await read('dsb@example.com', muster);
    const res = await t.app.inject({
      method: 'PUT',
      url: editUrl(muster),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { masterDataModel: current },
    });
    expect(res.statusCode).toBe(401);
  });
});
