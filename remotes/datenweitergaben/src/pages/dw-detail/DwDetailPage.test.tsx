import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dwApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DwDetailPage } from './DwDetailPage';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const renderDetail = (query: string, handler = dwApi(), permissions?: string[]) =>
  renderPage(<DwDetailPage />, handler, { path: '/datenweitergabe', initialEntry: `/datenweitergabe${query}`, permissions });

type Body = {
  datenweitergabe: Record<string, unknown>;
  pruefpunkte: Array<{ ID_Rechtsgrundlage: number; Schluessel: string; Erfuellt: boolean }>;
  forceUpdate?: boolean;
};

describe('DwDetailPage', () => {
  it('saves a change with its Version and the checkpoints of the legal basis; a conflict offers overwrite', async () => {
    let calls = 0;
    const { server } = renderDetail(
      '?datenweitergabeId=1',
      dwApi((request) => {
        if (request.path !== DW_ENDPOINTS.update.path) return undefined;
        calls += 1;
        return calls === 1
          ? { status: 409, body: { error: 'itemHasBeenChanged', message: 'changed' } }
          : { status: 200, body: { itemHasBeenChanged: false, Version: 2 } };
      }),
    );
    const ort = await screen.findByLabelText(/^Ort/);
    expect(ort).toHaveValue('Köln');
    fireEvent.change(ort, { target: { value: 'Bonn' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Vertraulichkeitsverpflichtung/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.click(await screen.findByRole('button', { name: /Überschreiben/ }));
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.update.path)).toHaveLength(2));
    const [first, second] = server.calls(DW_ENDPOINTS.update.path).map((c) => c.body as Body);
    expect(first.datenweitergabe).toEqual(expect.objectContaining({ ID: 1, Version: 1, Ort: 'Bonn', Unterzeichnungsdatum: '2024-03-01', Vertragsende: null }));
    expect(first.pruefpunkte).toHaveLength(9);
    expect(first.pruefpunkte.filter((p) => p.Erfuellt).map((p) => p.Schluessel)).toEqual(['a', 'b']);
    expect([first.forceUpdate, second.forceUpdate]).toEqual([false, true]);
  });

  it('warns before switching the legal basis and then discards the checkpoint changes', async () => {
    renderDetail('?datenweitergabeId=1');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Vertraulichkeitsverpflichtung/ }));
    expect(screen.getByText('2 von 9 erfüllt')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('dw-legal')).getByText('Auftragsverarbeitung (Art. 28 DSGVO)', { selector: 'span' }));
    fireEvent.click(await screen.findByText('Gemeinsame Verantwortlichkeit (Art. 26 DSGVO)'));
    expect(await screen.findByText(/werden verworfen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Wechseln' }));
    expect(await screen.findByText('0 von 5 erfüllt')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Vereinbarung in transparenter Form/ })).not.toBeChecked();
  });

  it('creates a transfer; an empty recipient is refused in the form', async () => {
    const { server } = renderDetail(
      '',
      dwApi((r) => (r.path === DW_ENDPOINTS.add.path ? { status: 200, body: { newDatenweitergabeId: 42 } } : undefined)),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(server.calls(DW_ENDPOINTS.add.path)).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^Empfänger \(Firma\)/ }), { target: { value: 'Neue GmbH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('datenweitergabeId=42'));
    expect((server.calls(DW_ENDPOINTS.add.path)[0]!.body as Body).datenweitergabe).toEqual(
      expect.objectContaining({ Firma_Empfaenger: 'Neue GmbH', ID_Vertragsstatus: 0, Version: 1 }),
    );
  });

  it('refuses a link that is no URL', async () => {
    renderDetail('?datenweitergabeId=1');
    fireEvent.change(await screen.findByLabelText(/^Link zum Vertrag/), { target: { value: 'kein Link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/gültigen Link/)).toBeInTheDocument();
  });

  it('stages links to processing records and saves them with the page’s one Save: only new and deleted ones; a failed save says so (spec §8)', async () => {
    let fail = true;
    const { server } = renderDetail(
      '?datenweitergabeId=1',
      dwApi((r) => {
        if (r.path !== DW_ENDPOINTS.mappingsEdit.path) return undefined;
        if (fail) return { status: 500, body: { error: 'internal' } };
        return { status: 200, body: { mappings: [] } };
      }),
    );
    const links = await screen.findByTestId('dw-links');
    expect(within(links).getByText('VT-002 Lohn- und Gehaltsabrechnung')).toBeInTheDocument();
    expect(within(links).queryByRole('button', { name: 'Verknüpfungen speichern' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    fireEvent.click(within(links).getByRole('button', { name: /VT-002/ }));
    fireEvent.click(within(links).getByText('Bitte wählen', { selector: 'span' }));
    fireEvent.click(await screen.findByText('VT-001 Personalakte'));
    fireEvent.click(within(links).getByRole('button', { name: 'Hinzufügen' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('Die Beziehungen zu den Datenweitergaben konnten nicht gespeichert/aktualisiert werden!')).toBeInTheDocument();
    fail = false;
    fireEvent.click(save);
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.mappingsEdit.path)).toHaveLength(2));
    expect((server.calls(DW_ENDPOINTS.mappingsEdit.path)[1]!.body as { mappings: unknown[] }).mappings).toEqual([
      { ID: 5, ID_Datenweitergabe: 1, ID_Verarbeitung: 11, Ebene_Nr_Verarbeitung: 1, IsDeleted: true },
      { ID: 0, ID_Datenweitergabe: 1, ID_Verarbeitung: 12, Ebene_Nr_Verarbeitung: 1, IsDeleted: false },
    ]);
    // Only the links changed: the transfer keeps its version.
    expect(server.calls(DW_ENDPOINTS.update.path)).toHaveLength(0);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('links a new transfer to a processing record: created first, then its links with the new id', async () => {
    const { server } = renderDetail(
      '',
      dwApi((r) => {
        if (r.path === DW_ENDPOINTS.add.path) return { status: 200, body: { newDatenweitergabeId: 42 } };
        if (r.path === DW_ENDPOINTS.mappingsEdit.path) return { status: 200, body: { mappings: [] } };
        return undefined;
      }),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /^Empfänger \(Firma\)/ }), { target: { value: 'Neue GmbH' } });
    const links = screen.getByTestId('dw-links');
    fireEvent.click(within(links).getByText('Bitte wählen', { selector: 'span' }));
    fireEvent.click(await screen.findByText('VT-001 Personalakte'));
    fireEvent.click(within(links).getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.mappingsEdit.path)).toHaveLength(1));
    expect((server.calls(DW_ENDPOINTS.mappingsEdit.path)[0]!.body as { mappings: unknown[] }).mappings).toEqual([
      { ID: 0, ID_Datenweitergabe: 42, ID_Verarbeitung: 12, Ebene_Nr_Verarbeitung: 1, IsDeleted: false },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('datenweitergabeId=42'));
  });

  it('shows a reader everything read-only', async () => {
    renderDetail('?datenweitergabeId=1', dwApi(), LESER_PERMISSIONS);
    expect(await screen.findByText('Sie können diese Datenweitergabe nur lesen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    // A read view: values as text, no greyed-out inputs.
    expect(document.querySelector('dd#dw-Ort')).toHaveTextContent('Köln');
    expect(screen.queryByRole('textbox', { name: /^Ort/ })).not.toBeInTheDocument();
  });
});
