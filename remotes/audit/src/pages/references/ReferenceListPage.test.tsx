import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auditApi, renderPage, stopFakeServer } from '../../testing/renderPage';
import de from '../../i18n/de.json';
import { ReferenceListPage } from './ReferenceListPage';
import { AUDIT_ENDPOINTS } from '@vws/shared/contract/audit';

afterEach(() => stopFakeServer());

/** No question uses any entry (the list answers empty), so every entry may be marked for deletion. */
const unused = (r: { path: string }) =>
  r.path === AUDIT_ENDPOINTS.fragen.path
    ? {
        status: 200,
        body: { auditfragen: [], textModel: { key: 'Audit_Freitext', text: '', isModified: false, Bearbeitungsdatum: null, Bearbeiter_User_Uid: null } },
      }
    : undefined;

describe('ReferenceListPage', () => {
  it('saves only the renamed, added and deleted entries', async () => {
    const { server } = renderPage(
      <ReferenceListPage listKey="organisationseinheiten" />,
      auditApi((r) => (r.method === 'PUT' ? { status: 200, body: { organisationseinheiten: [{ ID: 1, Name: 'Vorstand' }] } } : unused(r))),
    );
    fireEvent.change(await screen.findByDisplayValue('Geschäftsführung'), { target: { value: 'Vorstand' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Löschen' })[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    fireEvent.change(screen.getByPlaceholderText('Neuer Eintrag'), { target: { value: 'Vertrieb' } });
    expect(screen.getByText('3 ungespeicherte Änderungen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(server.calls(AUDIT_ENDPOINTS.organisationseinheitenEdit.path)).toHaveLength(1));
    expect(server.calls(AUDIT_ENDPOINTS.organisationseinheitenEdit.path)[0].body).toEqual({
      organisationseinheiten: [
        { ID: 1, Name: 'Vorstand', isModified: true, isDeleted: false },
        { ID: 2, Name: 'IT', isModified: false, isDeleted: true },
        { ID: -1, Name: 'Vertrieb', isModified: true, isDeleted: false },
      ],
    });
    expect(await screen.findByText('Die Liste wurde gespeichert.')).toBeInTheDocument();
  });

  it('refuses a name made only of invisible characters (zero-width space) and sends nothing', async () => {
    const { server } = renderPage(<ReferenceListPage listKey="organisationseinheiten" />, auditApi(unused));
    fireEvent.change(await screen.findByDisplayValue('Geschäftsführung'), { target: { value: '\u200b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText(de.references.nameRequired)).toBeInTheDocument();
    expect(server.calls(AUDIT_ENDPOINTS.organisationseinheitenEdit.path)).toHaveLength(0);
  });

  it('shows the use of an entry before deletion: the count and a disabled delete button', async () => {
    renderPage(<ReferenceListPage listKey="themenbloecke" />, auditApi());
    await screen.findByDisplayValue('Technische und organisatorische Maßnahmen (TOM)');
    await waitFor(() => expect(screen.getAllByTestId('audit-reference-usage').length).toBeGreaterThan(0));
    expect(screen.getAllByTestId('audit-reference-usage')[0]).toHaveTextContent(/in \d+ Fragen? verwendet/);
    expect(screen.getAllByRole('button', { name: 'Löschen' }).some((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('explains in the page, not in a toast, why the server refused a deletion (used meanwhile)', async () => {
    renderPage(
      <ReferenceListPage listKey="themenbloecke" />,
      auditApi((r) => (r.method === 'PUT' ? { status: 409, body: { error: 'inUse', message: 'x', ID: 2, Name: 'TOM', count: 9 } } : unused(r))),
    );
    await screen.findByDisplayValue('Technische und organisatorische Maßnahmen (TOM)');
    fireEvent.click(screen.getAllByRole('button', { name: 'Löschen' })[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByTestId('audit-reference-error')).toHaveTextContent('„TOM“ wird von 9 Fragen verwendet und kann nicht gelöscht werden.');
  });

  it('shows the standard protection goals translated and locked', async () => {
    renderPage(<ReferenceListPage listKey="schutzziele" />, auditApi());
    expect(await screen.findByText('Datenminimierung')).toBeInTheDocument();
    expect(screen.getByText(/so wenig wie möglich/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Revisionssicherheit')).toBeEnabled();
    expect(screen.queryByDisplayValue('Datenminimierung')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Löschen' })).toHaveLength(1);
  });
});
