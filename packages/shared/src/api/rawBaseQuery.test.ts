import './testing/fetchPolyfill';
import { configureApiBase } from './config';
import { api } from './platformEndpoints';
import { createPortalStore } from './store';
import { startFakeServer, type FakeServer } from './testing/fakeServer';
import { changeLanguage } from '../i18n';
import { META_ENDPOINTS } from '../contract/meta-endpoints';

let server: FakeServer | undefined;

beforeAll(() => configureApiBase({ baseUrl: 'http://localhost' }));
afterEach(async () => {
  server?.restore();
  await changeLanguage('de');
});

it('sends the current language as Accept-Language, so server errors come in that language', async () => {
  server = startFakeServer(() => ({ status: 200, body: { translations: {} } }));
  const store = createPortalStore();
  const fresh = { subscribe: false, forceRefetch: true } as const;

  await changeLanguage('en');
  await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));
  await changeLanguage('de');
  await store.dispatch(api.endpoints.getCustomers.initiate(undefined, fresh));

  expect(server.calls(META_ENDPOINTS.customers.path).map((c) => c.headers['accept-language'])).toEqual(['en', 'de']);
});
