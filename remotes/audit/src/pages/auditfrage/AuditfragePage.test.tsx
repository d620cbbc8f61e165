import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { auditApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { AuditfragePage } from './AuditfragePage';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';

afterEach(() => stopFakeServer());

const open = (id: number | 'new', handler = auditApi(), permissions?: string[]) =>
  renderPage(<AuditfragePage />, handler, { path: '/auditfrage', initialEntry: `/auditfrage?cuid=c-muster&id=${id}`, permissions });

describe('AuditfragePage', () => {
  it('refuses to save a new question without Nummer, Themenblock and Fragestellung and sends nothing', async () => {
    const { server } = open('new');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(3);
    expect(server.calls(AUDIT_ENDPOINTS.frageAdd.path)).toHaveLength(0);
  });

  it('creates a question (status 6) with its relations and opens it', async () => {
    const { server } = open(
      'new',
      auditApi((r) => (r.path === AUDIT_ENDPOINTS.frageAdd.path ? { status: 200, body: { newAuditfrageId: 42 } } : undefined)),
    );
    fireEvent.change(await screen.findByLabelText('Nummer *'), { target: { value: '3.1' } });
    fireEvent.change(screen.getByLabelText('Fragestellung *'), { target: { value: 'Werden Auskunftsersuchen fristgerecht beantwortet?' } });
    // Dropdown: open and pick the topic block.
    fireEvent.click(screen.getByText('Bitte Themenblock wählen', { selector: 'span' }));
    fireEvent.click(await screen.findByText('Technische und organisatorische Maßnahmen (TOM)'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(AUDIT_ENDPOINTS.frageAdd.path)).toHaveLength(1));
    expect(server.calls(AUDIT_ENDPOINTS.frageAdd.path)[0].body).toMatchObject({
      auditfrage: { ID: 0, Version: 1, Nummer: '3.1', ID_Themenblock: 2, ID_Status: 6, Sortierung: 60 },
      schutzzieleZuFrage: [],
      dokumenteZuFrage: [],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('id=42'));
  });

  it('is read-only without the edit permission', async () => {
    open(2, auditApi(), LESER_PERMISSIONS);
    // Values as text, not a greyed-out form: no inputs, no required markers, no upload hints.
    expect(await screen.findByTestId('frage-fragestellung-value')).toHaveTextContent('Ist ein Datenschutzbeauftragter benannt?');
    expect(screen.getByTestId('audit-frage-read-view').querySelector('input, textarea, [aria-hidden="true"]')).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Sie können diese Frage nur lesen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });

  it('offers to overwrite when the question changed meanwhile, then saves with forceUpdate', async () => {
    const { server } = open(
      2,
      auditApi((r) => {
        if (r.path !== AUDIT_ENDPOINTS.frageUpdate.path) return undefined;
        return (r.body as { forceUpdate: boolean }).forceUpdate
          ? { status: 200, body: { itemHasBeenChanged: false, Version: 3 } }
          : { status: 409, body: { error: 'itemHasBeenChanged', itemHasBeenChanged: true } };
      }),
    );
    fireEvent.change(await screen.findByDisplayValue('Ist ein Datenschutzbeauftragter benannt?'), { target: { value: 'Ist ein DSB benannt und gemeldet?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Neuere Version vorhanden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(server.calls(AUDIT_ENDPOINTS.frageUpdate.path)).toHaveLength(2));
    expect(server.calls(AUDIT_ENDPOINTS.frageUpdate.path)[0].body).toMatchObject({ forceUpdate: false, auditfrage: { ID: 2, Version: 1 } });
    expect(server.calls(AUDIT_ENDPOINTS.frageUpdate.path)[1].body).toMatchObject({
      forceUpdate: true,
      auditfrage: { Fragestellung: 'Ist ein DSB benannt und gemeldet?' },
    });
    expect(await screen.findByText('Die Frage wurde gespeichert.')).toBeInTheDocument();
  });

  it('toasts the catalogue text when saving fails', async () => {
    open(
      2,
      auditApi((r) => (r.path === AUDIT_ENDPOINTS.frageUpdate.path ? { status: 500, body: { error: 'internal' } } : undefined)),
    );
    fireEvent.change(await screen.findByDisplayValue('Ist ein Datenschutzbeauftragter benannt?'), { target: { value: 'Geändert?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Daten konnten nicht gespeichert werden.')).toBeInTheDocument();
  });

  it('sends only the deleted stored document', async () => {
    const { server } = open(
      2,
      auditApi((r) => (r.path === AUDIT_ENDPOINTS.frageUpdate.path ? { status: 200, body: { itemHasBeenChanged: false, Version: 2 } } : undefined)),
    );
    expect(await screen.findByDisplayValue('Leitlinie')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(AUDIT_ENDPOINTS.frageUpdate.path)).toHaveLength(1));
    expect((server.calls(AUDIT_ENDPOINTS.frageUpdate.path)[0].body as { dokumenteZuFrage: unknown[] }).dokumenteZuFrage).toEqual([
      expect.objectContaining({ ID: 11, IsDeleted: true }),
    ]);
  });

  it('walks previous/next through the snapshot and asks before leaving unsaved changes', async () => {
    const { store } = open(2);
    act(() => {
      store.dispatch({ type: 'auditList/snapshotTaken', payload: [1, 2, 3] });
    });
    expect(await screen.findByText('Frage 2 von 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Frage' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('id=3'));
    expect(await screen.findByText('Frage 3 von 3')).toBeInTheDocument();
    fireEvent.change(await screen.findByDisplayValue('Ist ein Berechtigungskonzept umgesetzt?'), { target: { value: 'Geändert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Frage' }));
    expect(await screen.findByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('id=3');
    fireEvent.click(screen.getByRole('button', { name: 'Verlassen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('id=2'));
  });
});
