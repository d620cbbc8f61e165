import { screen, within } from '@testing-library/react';
import { auditApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../testing/renderPage';
import { AuditDashboardWidget } from './AuditDashboardWidget';

afterEach(() => stopFakeServer());

const totals = (rows: { ID_Status: number; Anzahl: number }[]) =>
  auditApi((r) => (r.path === '/audit/auditfragen-status-totals' ? { status: 200, body: { totals: rows } } : undefined));

describe('AuditDashboardWidget', () => {
  it('shows the server-counted totals per status without loading the question list', async () => {
    const { server } = renderPage(
      <AuditDashboardWidget />,
      totals([
        { ID_Status: 1, Anzahl: 2 },
        { ID_Status: 3, Anzahl: 5 },
        { ID_Status: 6, Anzahl: 38 },
      ]),
      { permissions: LESER_PERMISSIONS },
    );
    expect(await screen.findByText('45 Fragen')).toBeInTheDocument();
    // The chart's text alternative: one row, a column per status that occurs.
    const figures = screen.getByRole('table', { name: 'Audit-Fragen je Status' });
    expect(within(figures).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Status', 'kritisch', 'erfüllt', 'unbearbeitet']);
    expect(within(figures).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', '5', '38']);
    expect(server.calls('/audit/auditfragen-status-totals')).toHaveLength(1);
    expect(server.calls('/audit/auditfragen')).toHaveLength(0);
  });

  it('says so when there are no questions yet', async () => {
    renderPage(<AuditDashboardWidget />, totals([]), { permissions: LESER_PERMISSIONS });
    expect(await screen.findByText('Noch keine Audit-Fragen erfasst.')).toBeInTheDocument();
  });

  it('renders nothing and asks nothing without VWS_AuditFragen_View', async () => {
    const { server, container } = renderPage(<AuditDashboardWidget />, totals([]), { permissions: ['VWS_Select'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="audit-dashboard-widget"]')).toBeNull();
    expect(server.calls('/audit/auditfragen-status-totals')).toHaveLength(0);
  });
});
