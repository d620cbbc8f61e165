import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { act, screen, waitFor } from '@testing-library/react';
import { startFakeServer, type FakeServer } from '../../../packages/shared/src/api/testing/fakeServer';
import { masterData } from './testing/renderPage';
import { mount } from './embed';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';

let server: FakeServer;
afterEach(() => server.restore());

describe('embed mount()', () => {
  it('shows the module in a foreign page with its own store, texts and router, and unmounts cleanly', async () => {
    server = startFakeServer((request) => {
      switch (request.path) {
        case META_ENDPOINTS.customers.path:
          return { status: 200, body: { customers: [{ customer_uid: 'c-muster', name: 'Muster GmbH' }] } };
        case META_ENDPOINTS.customerPermissions.path:
          return { status: 200, body: { permissions: ['VWS_Select'] } };
        case CUSTOMER_ENDPOINTS.masterData.path:
          return { status: 200, body: { masterData } };
        default:
          return { status: 404, body: { error: 'notFound' } };
      }
    });
    const element = document.createElement('div');
    document.body.appendChild(element);
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { apiBaseUrl: 'http://localhost', customerUid: 'c-muster', locale: 'en', initialPath: '/customer-legalnotice' });
    });
    expect(await screen.findByRole('heading', { name: 'Legal notice', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(server.calls(CUSTOMER_ENDPOINTS.masterData.path)[0]?.query.customer_uid).toBe('c-muster'));
    expect(server.calls(META_ENDPOINTS.customerPermissions.path)[0].query.customer_uid).toBe('c-muster');
    act(() => unmount());
    expect(element.innerHTML).toBe('');
  });
});
