import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VVT_ENDPOINTS, type Review } from '@vws/shared/contract/vvt';
import { detail } from '../../testing/fixtures';
import { BEARBEITER_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtDetailPage } from './VvtDetailPage';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const PENDING: Review = { state: 'pending', by: null, at: null, comment: '', pendingSince: '2026-03-01T08:00:00.000Z' };
const RETURNED: Review = {
  state: 'returned',
  by: 'Dana Schulz',
  at: '2026-03-05T09:30:00.000Z',
  comment: 'Empfänger fehlen.\nBitte Löschfrist ergänzen.',
  pendingSince: null,
};

function renderReview(review: Review, permissions?: string[]) {
  let current = review;
  const rendered = renderPage(
    <VvtDetailPage />,
    vvtApi((r) => {
      if (r.path === VVT_ENDPOINTS.detail.path) return { status: 200, body: { ...detail(1), review: current } };
      if (r.path === VVT_ENDPOINTS.review.path) {
        const body = r.body as { decision: 'approved' | 'returned'; comment: string };
        current = { state: body.decision, by: 'Dana Schulz', at: '2026-03-06T10:00:00.000Z', comment: body.comment, pendingSince: null };
        return { status: 200, body: { review: current } };
      }
      return undefined;
    }),
    { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1?IdVerarbeitung=1', permissions },
  );
  return rendered;
}

describe("the DPO's review in the detail (issue 23)", () => {
  it('returns a record only with a comment, then shows who returned it when and the comment', async () => {
    const { server } = renderReview(PENDING);
    const section = await screen.findByTestId('vvt-review');
    expect(within(section).getByTestId('vvt-review-state')).toHaveTextContent('Zur Prüfung durch den DSB angefordert am 01.03.2026.');
    fireEvent.click(within(section).getByRole('button', { name: 'Zurückgeben' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Bitte geben Sie an, was zu ändern ist.');
    expect(within(section).getByLabelText('Kommentar zur Prüfung')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(VVT_ENDPOINTS.review.path)).toHaveLength(0);

    fireEvent.change(within(section).getByLabelText('Kommentar zur Prüfung'), { target: { value: '  Rechtsgrundlage präzisieren  ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Zurückgeben' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.review.path)).toHaveLength(1));
    expect(server.calls(VVT_ENDPOINTS.review.path)[0]!.body).toEqual({ IdVerarbeitung: 1, decision: 'returned', comment: 'Rechtsgrundlage präzisieren' });
    await waitFor(() => expect(within(section).getByTestId('vvt-review-state')).toHaveTextContent('Vom DSB zurückgegeben am 06.03.2026 von Dana Schulz'));
    expect(within(section).getByTestId('vvt-review-comment-shown')).toHaveTextContent('Rechtsgrundlage präzisieren');
    expect(within(section).getByLabelText('Kommentar zur Prüfung')).toHaveValue('');
  });

  it('approves without a comment: "Geprüft am … von …"', async () => {
    const { server } = renderReview(PENDING);
    const section = await screen.findByTestId('vvt-review');
    fireEvent.click(within(section).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.review.path)[0]?.body).toEqual({ IdVerarbeitung: 1, decision: 'approved', comment: '' }));
    await waitFor(() => expect(within(section).getByTestId('vvt-review-state')).toHaveTextContent('Geprüft am 06.03.2026 von Dana Schulz: freigegeben.'));
  });

  it('shows an assignee the returned record with the comment, and no decision', async () => {
    renderReview(RETURNED, BEARBEITER_PERMISSIONS);
    const section = await screen.findByTestId('vvt-review');
    expect(within(section).getByTestId('vvt-review-state')).toHaveTextContent('Vom DSB zurückgegeben am 05.03.2026 von Dana Schulz');
    expect(within(section).getByTestId('vvt-review-comment-shown')).toHaveTextContent('Empfänger fehlen. Bitte Löschfrist ergänzen.');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByLabelText('Kommentar zur Prüfung')).toBeNull();
  });

  it('says an approval no longer holds after a change to the Art. 30 items', async () => {
    renderReview({ state: 'changedSinceApproval', by: 'Dana Schulz', at: '2026-02-01T10:00:00.000Z', comment: '', pendingSince: null }, BEARBEITER_PERMISSIONS);
    expect(await screen.findByTestId('vvt-review-state')).toHaveTextContent('Geprüft am 01.02.2026 von Dana Schulz, seit der Prüfung geändert: erneut prüfen.');
  });
});
