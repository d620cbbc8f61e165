import './testing/fetchPolyfill';
import { configureApiBase, setNavigator } from './config';
import { downloadFile, downloadUrl } from './download';
import { resetRefreshStateForTests } from './reauth';
import { createPortalStore } from './store';
import { startFakeServer, type FakeServer } from './testing/fakeServer';
import { customerChanged } from '../session/actions';
import { AUTH_ENDPOINTS } from '../contract/auth-endpoints';
import { CUSTOMER_ENDPOINTS } from '../contract/customer-endpoints';
import { META_ENDPOINTS } from '../contract/meta-endpoints';

let server: FakeServer | undefined;
const clicked: string[] = [];
const recordClick = (event: MouseEvent) => {
  const target = event.target as HTMLAnchorElement;
  if (target.tagName === 'A') {
    clicked.push(target.href);
    event.preventDefault(); // jsdom cannot navigate
  }
};

beforeAll(() => {
  configureApiBase({ baseUrl: 'http://localhost' });
  setNavigator(() => undefined);
  document.addEventListener('click', recordClick);
});
afterAll(() => document.removeEventListener('click', recordClick));
beforeEach(() => {
  clicked.length = 0;
  localStorage.clear();
  resetRefreshStateForTests();
});
afterEach(() => server?.restore());

function storeIn(customerUid: string) {
  const store = createPortalStore();
  store.dispatch(customerChanged({ customerUid, name: 'Muster GmbH', permissions: ['VWS_Data_Export'] }));
  return store;
}

describe('downloadFile', () => {
  it("builds the URL with the selected customer and the caller's parameters", () => {
    expect(downloadUrl({ endpoint: CUSTOMER_ENDPOINTS.dataExport, params: { language: 'de' } }, 'c-muster')).toBe(
      'http://localhost/api/customer/data-export?language=de&customer_uid=c-muster',
    );
  });

  it('lets the browser download once the session is known to be valid', async () => {
    server = startFakeServer(() => ({ status: 200, body: { userprofiledata: {} } }));
    const store = storeIn('c-muster');
    const result = await store.dispatch(downloadFile({ endpoint: CUSTOMER_ENDPOINTS.dataExport, params: { language: 'en' } })).unwrap();

    expect(server.requests.map((r) => r.path)).toEqual([META_ENDPOINTS.userProfile.path]);
    expect(clicked).toEqual([result.url]);
    expect(result.url).toBe('http://localhost/api/customer/data-export?language=en&customer_uid=c-muster');
  });

  it('renews an expired access token first', async () => {
    let fresh = false;
    server = startFakeServer((request) => {
      if (request.path === AUTH_ENDPOINTS.tokenRefresh.path) {
        fresh = true;
        return { status: 200, body: { usermodel: {} } };
      }
      return fresh ? { status: 200, body: { userprofiledata: {} } } : { status: 401, body: { error: 'unauthorized' } };
    });
    await storeIn('c-muster')
      .dispatch(downloadFile({ endpoint: CUSTOMER_ENDPOINTS.dataExport }))
      .unwrap();
    expect(server.calls(AUTH_ENDPOINTS.tokenRefresh.path)).toHaveLength(1);
    expect(clicked).toHaveLength(1);
  });

  it('does not start a download when the session is over', async () => {
    server = startFakeServer(() => ({ status: 401, body: { error: 'unauthorized' } }));
    const action = await storeIn('c-muster').dispatch(downloadFile({ endpoint: CUSTOMER_ENDPOINTS.dataExport }));
    expect(downloadFile.rejected.match(action)).toBe(true);
    expect(clicked).toEqual([]);
  });
});
