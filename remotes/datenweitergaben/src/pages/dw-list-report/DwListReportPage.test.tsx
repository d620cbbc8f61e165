import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dwApi, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DwListReportPage } from './DwListReportPage';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

describe('DwListReportPage', () => {
  it('shows the summary per group in the six status groups, the free text and rows that open the detail', async () => {
    const { server } = renderPage(
      <DwListReportPage />,
      dwApi((r) =>
        r.path === DW_ENDPOINTS.freitext.path
          ? {
              status: 200,
              body: { textModel: { key: 'Datenweitergaben_Freitext', text: 'Neu', isModified: false, Bearbeitungsdatum: null, Bearbeiter_User_Uid: null } },
            }
          : undefined,
      ),
      { path: '/datenweitergaben-list-report' },
    );
    const summary = await screen.findByTestId('dw-summary-table');
    expect(within(summary).getByText('Verwaltung')).toBeInTheDocument();
    expect(within(screen.getByTestId('dw-summary-total')).getByText('Kritisch: 1').closest('[data-severity]')).toHaveAttribute('data-severity', 'danger');
    expect(within(screen.getByTestId('dw-summary-total')).getByText('Erfüllt: 1').closest('[data-severity]')).toHaveAttribute('data-severity', 'success');
    const text = screen.getByLabelText('Anmerkungen zum Bericht');
    fireEvent.change(text, { target: { value: 'Neu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.freitext.path)).toHaveLength(1));
    fireEvent.click(screen.getAllByTestId('dw-report-row')[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/datenweitergabe?cuid=c-muster&datenweitergabeId='));
  });

  it('states the filter as badges and in the heading', async () => {
    renderPage(<DwListReportPage />, dwApi(), { path: '/datenweitergaben-list-report' });
    await screen.findByTestId('dw-summary-table');
    fireEvent.change(screen.getByLabelText('Gruppe, Empfänger, Ort oder Land'), { target: { value: 'usa' } });
    expect(await screen.findByTestId('dw-filter-badges')).toHaveTextContent("Gruppe, Empfänger, Ort oder Land: 'usa'");
    expect(screen.getByTestId('dw-filter-info')).toHaveTextContent("Gruppe, Empfänger, Ort oder Land: 'usa'");
    expect(screen.getAllByTestId('dw-report-row')).toHaveLength(1);
  });
});
