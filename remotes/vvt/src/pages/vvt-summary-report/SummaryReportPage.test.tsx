import { screen, within } from '@testing-library/react';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { SummaryReportPage } from './SummaryReportPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

afterEach(() => stopFakeServer());

const TOTALS = {
  totals: [
    { SDM_Ebene_Nr: 1, ID_Status: 1, Anzahl: 4 },
    { SDM_Ebene_Nr: 1, ID_Status: 3, Anzahl: 2 },
    { SDM_Ebene_Nr: 2, ID_Status: 0, Anzahl: 5 },
  ],
  dsfaErforderlich: 2,
  dsfaVorgeschlagen: 3,
};

describe('SummaryReportPage', () => {
  it('is a print report: customer and date in the heading, its scope stated, print and close kept off paper', async () => {
    const { server } = renderPage(
      <SummaryReportPage />,
      vvtApi((request) => (request.path === VVT_ENDPOINTS.summaryReport.path ? { status: 200, body: TOTALS } : undefined)),
      { path: '/vvt-summary-report', initialEntry: '/vvt-summary-report' },
    );
    const table = await screen.findByTestId('vvt-summary-table');
    expect(server.calls(VVT_ENDPOINTS.summaryReport.path)[0]?.query).toMatchObject({ totals_only: 'true' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('VVT-Zusammenfassung');
    expect(screen.getByTestId('print-report-heading')).toHaveTextContent(/\d{2}\.\d{2}\.\d{4}/);
    expect(screen.getByTestId('print-report-filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' }).closest('.vws-no-print')).not.toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/4.*0.*2.*0.*0.*6/);
    expect(screen.getByTestId('vvt-summary-dpia')).toHaveTextContent('2');
  });
});
