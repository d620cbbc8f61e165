import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import type { UserSession } from '@vws/shared/contract/meta-sessions';
import { portalHandler, renderApp, resetBrowserState, signInStored, stopFakeServer } from '../../testing/renderApp';

beforeEach(() => resetBrowserState());
afterEach(() => stopFakeServer());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function sessionsServer() {
  let sessions: UserSession[] = [
    { sessionId: 's-1', createdAt: '2026-03-02T08:15:00.000Z', lastUsedAt: '2026-03-02T09:00:00.000Z', userAgent: FIREFOX, current: true },
    { sessionId: 's-2', createdAt: '2026-02-20T07:00:00.000Z', lastUsedAt: '2026-03-01T18:30:00.000Z', userAgent: PHONE, current: false },
    { sessionId: 's-3', createdAt: '2026-02-10T07:00:00.000Z', lastUsedAt: '2026-02-28T10:00:00.000Z', userAgent: null, current: false },
  ];
  return portalHandler({
    overrides: {
      [META_ENDPOINTS.userSessions.path]: (request) => {
        if (request.method === 'GET') return { status: 200, body: { sessions } };
        const before = sessions.length;
        sessions = sessions.filter((s) => s.current || (request.query.all !== 'true' && s.sessionId !== request.query.sessionId));
        return { status: 200, body: { ended: before - sessions.length } };
      },
    },
  });
}

describe('the sessions of the profile', () => {
  it('lists the open sessions by browser with their times and marks this one', async () => {
    signInStored();
    renderApp('/userprofile', sessionsServer());
    const list = await screen.findByRole('list', { name: 'Angemeldete Sitzungen' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox unter Linux');
    expect(items[0]).toHaveTextContent('Diese Sitzung');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari unter iOS');
    expect(items[1]).toHaveTextContent(/Angemeldet am 20\.02\.2026 \d\d:\d\d · zuletzt aktiv am 01\.03\.2026/);
    expect(items[2]).toHaveTextContent('Unbekannter Browser');
  });

  it('ends one other session, then all others', async () => {
    signInStored();
    const { server } = renderApp('/userprofile', sessionsServer());
    fireEvent.click(await screen.findByRole('button', { name: /^Sitzung Safari unter iOS, zuletzt aktiv am 01\.03\.2026 .*, beenden$/ }));
    expect(await screen.findByText('1 Sitzung wurde beendet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari unter iOS')).toBeNull());
    expect(server.calls(META_ENDPOINTS.endSessions.path).find((c) => c.method === 'DELETE')?.query).toEqual({ sessionId: 's-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
    const list = screen.getByRole('list', { name: 'Angemeldete Sitzungen' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(server.calls(META_ENDPOINTS.endSessions.path).filter((c) => c.method === 'DELETE')[1]?.query).toEqual({ all: 'true' });
    expect(screen.getByRole('button', { name: 'Alle anderen Sitzungen beenden' })).toBeDisabled();
  });
});
