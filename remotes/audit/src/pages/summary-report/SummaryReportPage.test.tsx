import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditApi, renderPage, stopFakeServer } from '../../testing/renderPage';
import { SummaryReportPage } from './SummaryReportPage';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';

afterEach(() => stopFakeServer());

const row = (ID: number, Name: string, ID_Schutzzielpaket: number, Anzahl_erfuellt: number, Anzahl_Gesamt: number, Anteil_erfuellt: number | null) => ({
  ID,
  Name,
  ID_Schutzzielpaket,
  Anzahl_Gesamt,
  Anzahl_erfuellt,
  Anzahl_fehlt: 0,
  Anzahl_kritisch: 0,
  Anzahl_nicht_zutreffend: 0,
  Anzahl_pruefen: 0,
  Anzahl_unbearbeitet: Anzahl_Gesamt - Anzahl_erfuellt,
  Anteil_erfuellt,
});

describe('SummaryReportPage', () => {
  it('shows one row per goal with the share coloured by spec §9 and switches the variant', async () => {
    const { server } = renderPage(
      <SummaryReportPage />,
      auditApi((r) =>
        r.path === AUDIT_ENDPOINTS.summaryTotals.path
          ? {
              status: 200,
              body: {
                totals:
                  r.query.variant === 'extended'
                    ? [row(8, 'Revisionssicherheit', 2, 1, 1, 100)]
                    : [row(1, 'Datenminimierung', 1, 2, 5, 40), row(2, 'Transparenz', 1, 9, 10, 90), row(3, 'Nichtverkettung', 1, 0, 0, null)],
              },
            }
          : undefined,
      ),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('40 %').closest('[data-severity]')).toHaveAttribute('data-severity', 'danger');
    expect(within(table).getByText('90 %').closest('[data-severity]')).toHaveAttribute('data-severity', 'success');
    expect(within(table).getByText('–')).toBeInTheDocument();
    expect(server.calls(AUDIT_ENDPOINTS.summaryTotals.path)[0].query.variant).toBe('standard');
    fireEvent.click(screen.getByText('Erweitert'));
    expect(await screen.findByText('Revisionssicherheit')).toBeInTheDocument();
    await waitFor(() => expect(server.calls(AUDIT_ENDPOINTS.summaryTotals.path).at(-1)?.query.variant).toBe('extended'));
  });
});
