import './testing/fetchPolyfill';
import { configureApiBase } from './config';
import { api } from './platformEndpoints';
import { createPortalStore } from './store';
import { startFakeServer, type FakeServer } from './testing/fakeServer';
import { STARTUP_READ_FRESH_MS, takeStartupRead, type StartupRead } from './startupReads';
import { META_ENDPOINTS } from '../contract/meta-endpoints';

const CUSTOMERS_URL = `http://localhost/api${META_ENDPOINTS.customers.path}`;
const fresh = { subscribe: false, forceRefetch: true } as const;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const started = (response: Promise<Response>, at = Date.now()): StartupRead => ({ at, response });

let server: FakeServer;

beforeAll(() => configureApiBase({ baseUrl: 'http://localhost' }));
beforeEach(() => {
  server = startFakeServer(() => ({ status: 200, body: { customers: [{ customer_uid: 'from-server', name: 'Server GmbH' }] } }));
});
afterEach(() => {
  server.restore();
  delete window.vwsStartupReads;
});

describe("the API slice takes what the page's first HTML asked for", () => {
  it('answers the first call of the address from the started call, and asks the server from then on', async () => {
    window.vwsStartupReads = { [CUSTOMERS_URL]: started(Promise.resolve(json({ customers: [{ customer_uid: 'early', name: 'Früh GmbH' }] }))) };
    const store = createPortalStore();

    const first = await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
    expect(first.data?.customers.map((c) => c.customer_uid)).toEqual(['early']);
    expect(server.calls(META_ENDPOINTS.customers.path)).toHaveLength(0);

    const second = await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
    expect(second.data?.customers.map((c) => c.customer_uid)).toEqual(['from-server']);
    expect(server.calls(META_ENDPOINTS.customers.path)).toHaveLength(1);
  });

  it.each([
    ['was refused (401)', () => Promise.resolve(json({ error: 'unauthorized' }, 401))],
    ['failed on the network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks the server again when the started call %s', async (_, response) => {
    window.vwsStartupReads = { [CUSTOMERS_URL]: started(response()) };
    const store = createPortalStore();

    const result = await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
    expect(result.data?.customers.map((c) => c.customer_uid)).toEqual(['from-server']);
    expect(server.calls(META_ENDPOINTS.customers.path)).toHaveLength(1);
  });

  it('asks the server when the started call is older than the start-up', async () => {
    window.vwsStartupReads = { [CUSTOMERS_URL]: started(Promise.resolve(json({ customers: [] })), Date.now() - STARTUP_READ_FRESH_MS - 1) };
    const store = createPortalStore();

    const result = await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
    expect(result.data?.customers.map((c) => c.customer_uid)).toEqual(['from-server']);
    expect(window.vwsStartupReads).toEqual({});
  });
});

describe('takeStartupRead', () => {
  it('gives an answer waiting under two addresses (with and without the customer) once', () => {
    const read = started(Promise.resolve(json({})));
    window.vwsStartupReads = { [CUSTOMERS_URL]: read, [`${CUSTOMERS_URL}?customer_uid=c1`]: read };

    expect(takeStartupRead(new Request(`${CUSTOMERS_URL}?customer_uid=c1`))).toBe(read.response);
    expect(takeStartupRead(new Request(CUSTOMERS_URL))).toBeUndefined();
  });

  it('gives nothing for another address, and leaves the read for a change (POST) of the same address', () => {
    const read = started(Promise.resolve(json({})));
    window.vwsStartupReads = { [CUSTOMERS_URL]: read };

    expect(takeStartupRead(new Request(`${CUSTOMERS_URL}?customer_uid=c2`))).toBeUndefined();
    expect(takeStartupRead(new Request(CUSTOMERS_URL, { method: 'POST', body: '{}' }))).toBeUndefined();
    expect(takeStartupRead(new Request(CUSTOMERS_URL))).toBe(read.response);
  });
});
