import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { createTestApp, type TestApp } from '../../test/app';

/** Issue 26 item 6 tried again: ids are not coerced, and no text with a lone surrogate is stored. */
let t: TestApp;
let muster: string;
let lenaUid: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
  lenaUid = (await t.db.selectFrom('meta.users').select('user_uid').where('email', '=', 'leser@example.com').executeTakeFirstOrThrow()).user_uid;
});
afterAll(() => t.close());

async function rolesOfLena(): Promise<number[]> {
  const rows = await t.db
    .selectFrom('meta.memberships')
    .select('role_id')
    .where('user_uid', '=', lenaUid)
    .where('customer_uid', '=', muster)
    .orderBy('role_id')
    .execute();
  return rows.map((r) => r.role_id);
}

describe('strict ids', () => {
  it.each([
    ['true', true],
    ['[5]', [5]],
    ['"5"', '5'],
    ['5.5', 5.5],
    ['0', 0],
    ['null', null],
  ])('refuses roleId %s in a body with 400, granting nothing', async (_label, roleId) => {
    const admin = await t.as('kundenadmin@example.com');
    const before = await rolesOfLena();
    const res = await admin.post(`/api${CUSTOMER_ENDPOINTS.usersRolesAdd.path}?customer_uid=${muster}`, { userUid: lenaUid, roleId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['roleId']);
    expect(await rolesOfLena()).toEqual(before);
  });

  it.each(['5e0', ' 5', '0x5', 'true', '05', '', '-5', '5&roleId=6'])('refuses roleId=%s in a query string with 400', async (roleId) => {
    const admin = await t.as('kundenadmin@example.com');
    const before = await rolesOfLena();
    const query = new URLSearchParams({ customer_uid: muster, userUid: lenaUid }).toString();
    const res = await admin.delete(`/api${CUSTOMER_ENDPOINTS.usersRolesDelete.path}?${query}&roleId=${roleId.replace(' ', '%20')}`);
    expect(res.statusCode).toBe(400);
    expect(await rolesOfLena()).toEqual(before);
  });

  it('still takes a plain id in a query string', async () => {
    const dsb = await t.as('dsb@example.com');
    const ok = await dsb.get(`/api${DW_ENDPOINTS.detail.path}?customer_uid=${muster}&datenweitergabeId=1`);
    expect(ok.statusCode).not.toBe(400);
    expect((await dsb.get(`/api${DW_ENDPOINTS.detail.path}?customer_uid=${muster}&datenweitergabeId=1.0`)).statusCode).toBe(400);
  });
});

describe('lone UTF-16 surrogates', () => {
  const update = async (firstname: string) => {
    const client = await t.as('mitglied@example.com');
    return t.app.inject({
      method: 'PUT',
      url: `/api${META_ENDPOINTS.updateProfile.path}`,
      headers: { ...client.session.headers, 'content-type': 'application/json', 'accept-language': 'en' },
      // JSON.stringify writes a lone surrogate as the escape \ud800, as an attacker would send it.
      payload: JSON.stringify({ userprofile: { firstname, lastname: 'Lange' } }),
    });
  };
  const firstnameOf = async () =>
    (await t.db.selectFrom('meta.users').select('firstname').where('email', '=', 'mitglied@example.com').executeTakeFirstOrThrow()).firstname;

  it.each(['\ud800', 'Mi\udc00riam', 'Miriam\ud83d'])('refuses %j with 400 invalidCharacter and stores nothing', async (firstname) => {
    const before = await firstnameOf();
    const res = await update(firstname);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'userprofile.firstname', code: 'invalidCharacter', message: 'The text contains an invalid, incomplete Unicode character.' },
    ]);
    expect(await firstnameOf()).toBe(before);
  });

  it('takes a character outside the BMP (a well-formed pair)', async () => {
    expect((await update('Miriam 😀')).statusCode).toBe(200);
    expect(await firstnameOf()).toBe('Miriam 😀');
  });

  it('refuses it in any field of any route, also where the contract has plain text, and in a key', async () => {
    const client = await t.as('dsb@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${DW_ENDPOINTS.add.path}?customer_uid=${muster}`,
      headers: { ...client.session.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ anything: { deep: ['ok', 'x\udfff'] }, ['k\ud800']: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['anything.deep.1', 'k\ud800']);
  });
});
