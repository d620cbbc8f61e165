import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { createTestApp, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template database.
jest.setTimeout(30_000);

let t: TestApp;
let muster: string;

beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
});
afterAll(() => t.close());

const url = (customerUid: string) => `/api${VORFAELLE_ENDPOINTS.eintraege.path}?customer_uid=${customerUid}`;

describe('GET /vorfaelle/eintraege', () => {
  it("answers the selected customer's entries", async () => {
    const res = await (await t.as('dsb@example.com')).get(url(muster));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eintraege: [{ ID: 1, Name: 'Erster Eintrag' }] });
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(muster) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a customer the caller is no member of', async () => {
    const res = await (await t.as('dsb@example.com')).get(url(await t.customerUid('Beispiel AG')));
    expect(res.statusCode).toBe(403);
  });
});
