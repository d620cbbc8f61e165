import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { filterChanged } from '../../state/auditListSlice';
import { auditApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { ListReportPage } from './ListReportPage';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';

afterEach(() => stopFakeServer());

describe('ListReportPage', () => {
  it('shows the filtered list, the filter badges and saves the free text only after a change', async () => {
    const { server } = renderPage(
      <ListReportPage />,
      auditApi((r) =>
        r.method === 'PUT'
          ? {
              status: 200,
              body: {
                textModel: {
                  key: 'Audit_Freitext',
                  text: (r.body as { text: string }).text,
                  isModified: false,
                  Bearbeitungsdatum: null,
                  Bearbeiter_User_Uid: 'u',
                },
              },
            }
          : undefined,
      ),
    );
    const text = await screen.findByDisplayValue('Stand des Audits.');
    expect(screen.getByText('Ist ein Datenschutzbeauftragter benannt?')).toBeInTheDocument();
    expect(screen.queryByText('Werden Backups getestet?')).not.toBeInTheDocument();
    // The default status filter hides "ohne Status" and "nicht zutreffend": the report says so.
    expect(screen.getByTestId('audit-filter-info')).toHaveTextContent('Filter: Status (5 von 7): kritisch, fehlt, erfüllt, prüfen, unbearbeitet');
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    fireEvent.change(text, { target: { value: 'Audit abgeschlossen.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(AUDIT_ENDPOINTS.listReportFreitext.path)).toHaveLength(1));
    expect(server.calls(AUDIT_ENDPOINTS.listReportFreitext.path)[0].body).toEqual({ text: 'Audit abgeschlossen.' });
  });

  it('lets a reader see but not edit the free text', async () => {
    renderPage(<ListReportPage />, auditApi(), { permissions: LESER_PERMISSIONS });
    expect(await screen.findByDisplayValue('Stand des Audits.')).toBeDisabled();
  });

  it('shows the catalogue text on 403', async () => {
    renderPage(
      <ListReportPage />,
      auditApi((r) => (r.path === AUDIT_ENDPOINTS.listReport.path ? { status: 403, body: { error: 'forbidden', message: 'x' } } : undefined)),
    );
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

describe('ListReportPage print frame', () => {
  it('states the customer, the date and the active filter exactly, and prints the free text as text', async () => {
    const { store } = renderPage(<ListReportPage />, auditApi());
    await screen.findByDisplayValue('Stand des Audits.');
    act(() => {
      store.dispatch(filterChanged({ text: 'Backup', status: [false, true, true, false, false, false, false] }));
    });
    expect(screen.getByTestId('print-report-heading')).toHaveTextContent(/Muster GmbH, Stand \d\d\.\d\d\.\d{4}/);
    expect(screen.getByTestId('audit-filter-info')).toHaveTextContent("Status (2 von 7): kritisch, fehlt; Nummer oder Fragestellung: 'Backup'");
    expect(screen.getByText('Stand des Audits.', { selector: '.vws-print-text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' }).closest('.vws-no-print')).not.toBeNull();
  });
});
