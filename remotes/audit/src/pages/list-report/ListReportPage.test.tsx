import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auditApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { ListReportPage } from './ListReportPage';

afterEach(() => stopFakeServer());

describe('ListReportPage', () => {
  it('shows the filtered list, the filter badges and saves the free text only after a change', async () => {
    const { server } = renderPage(
      <ListReportPage />,
      auditApi((r) => (r.method === 'PUT' ? { status: 200, body: { textModel: { key: 'Audit_Freitext', text: (r.body as { text: string }).text, isModified: false, Bearbeitungsdatum: null, Bearbeiter_User_Uid: 'u' } } } : undefined)),
    );
    const text = await screen.findByDisplayValue('Stand des Audits.');
    expect(screen.getByText('Ist ein Datenschutzbeauftragter benannt?')).toBeInTheDocument();
    expect(screen.queryByText('Werden Backups getestet?')).not.toBeInTheDocument();
    expect(screen.getByTestId('audit-filter-info')).toHaveTextContent('kein Filter');
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    fireEvent.change(text, { target: { value: 'Audit abgeschlossen.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls('/audit/auditfragen-list-report-update-freitext')).toHaveLength(1));
    expect(server.calls('/audit/auditfragen-list-report-update-freitext')[0].body).toEqual({ text: 'Audit abgeschlossen.' });
  });

  it('lets a reader see but not edit the free text', async () => {
    renderPage(<ListReportPage />, auditApi(), { permissions: LESER_PERMISSIONS });
    expect(await screen.findByDisplayValue('Stand des Audits.')).toBeDisabled();
  });

  it('shows the catalogue text on 403', async () => {
    renderPage(<ListReportPage />, auditApi((r) => (r.path === '/audit/auditfragen-list-report' ? { status: 403, body: { error: 'forbidden', message: 'x' } } : undefined)));
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
