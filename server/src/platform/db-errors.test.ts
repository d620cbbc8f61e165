import { createTestApp, type TestApp } from '../../test/app';
import { mapDatabaseError } from './db-errors';

jest.setTimeout(30_000);

describe('mapDatabaseError', () => {
  it.each([
    ['22021', 400, 'validation'],
    ['22P05', 400, 'validation'],
    ['22003', 400, 'validation'],
    ['23505', 409, 'duplicate'],
    ['23503', 409, 'invalidReference'],
    ['54000', 400, 'tooLarge'],
  ])('maps SQLSTATE %s to %i %s', (code, status, error) => {
    expect(mapDatabaseError(Object.assign(new Error('x'), { code }))).toMatchObject({ status, code: error });
  });

  it('leaves other failures (connection loss, query bugs, node errors) to the 500 handler', () => {
    expect(mapDatabaseError(Object.assign(new Error('x'), { code: '08006' }))).toBeUndefined();
    expect(mapDatabaseError(Object.assign(new Error('x'), { code: '42P01' }))).toBeUndefined();
    expect(mapDatabaseError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(mapDatabaseError(new Error('x'))).toBeUndefined();
  });
});

describe('input the database refuses', () => {
  let t: TestApp;
  let muster: string;
  beforeAll(async () => {
    t = await createTestApp();
    muster = await t.customerUid('Muster GmbH');
  });
  afterAll(() => t.close());

  it('answers a NUL character with 400 and stores nothing', async () => {
    const dsb = await t.as('dsb@example.com');
    const url = `/api/audit/auditfragen-list-report-update-freitext?customer_uid=${muster}`;
    const res = await dsb.put(url, { text: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', fields: [{ path: 'text', code: 'controlCharacter' }] });
    const list = await dsb.get(`/api/audit/auditfragen?customer_uid=${muster}`);
    expect(list.json().textModel.text).not.toContain('\u0000');
  });

  it('answers a NUL character in the profile (the real body shape) with 400 controlCharacter and stores nothing', async () => {
    const dsb = await t.as('dsb@example.com');
    const before = (await dsb.get('/api/meta/userprofile')).json().userprofiledata;
    const { firstname, lastname } = before as { firstname: string; lastname: string };

    const profile = await dsb.put('/api/meta/userprofile/update-profile', { userprofile: { firstname: `An\u0000${firstname}`, lastname } });
    expect(profile.statusCode).toBe(400);
    // Refused for the NUL in firstname, not for the shape of the body.
    expect(profile.json()).toMatchObject({ error: 'validation', fields: [{ path: 'userprofile.firstname', code: 'controlCharacter' }] });
    expect((await dsb.get('/api/meta/userprofile')).json().userprofiledata).toEqual(before);

    // The same body without the NUL is accepted: the shape is the route's.
    const same = await dsb.put('/api/meta/userprofile/update-profile', { userprofile: { firstname, lastname } });
    expect(same.statusCode).toBe(200);
  });

  it('answers integers beyond the column range with 4xx, never 500, for readers and writers', async () => {
    const dsb = await t.as('dsb@example.com');
    const leser = await t.as('leser@example.com');
    const del = await dsb.delete(`/api/auditedit/auditfrage-delete?customer_uid=${muster}`, { IdFrage: 2147483648 });
    expect(del.statusCode).toBeGreaterThanOrEqual(400);
    expect(del.statusCode).toBeLessThan(500);
    for (const client of [dsb, leser]) {
      const detail = await client.get(`/api/audit/auditfrage-detail?id_frage=2147483648&customer_uid=${muster}`);
      expect(detail.statusCode).toBeGreaterThanOrEqual(400);
      expect(detail.statusCode).toBeLessThan(500);
    }
  });
});
