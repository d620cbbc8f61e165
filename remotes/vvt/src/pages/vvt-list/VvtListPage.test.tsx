import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIST } from '../../testing/fixtures';
import { LESER_PERMISSIONS, renderListPage as renderPage, stopFakeServer, vvtApi, vvtListAnswer } from '../../testing/renderPage';
import { VvtAssignedPage, VvtLevelListPage, VvtPendingReviewPage } from './VvtListPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(
      (r) =>
        within(r)
          .queryAllByRole('cell')
          .filter((cell) => !cell.classList.contains('p-selection-column'))[0]?.textContent ?? '',
    );
const renderLevel = (level: number, permissions?: string[]) =>
  renderPage(<VvtLevelListPage />, vvtApi(), { path: '/vvt-list/:ebenenr', initialEntry: `/vvt-list/${level}`, permissions });

describe('VvtListPage', () => {
  it('changes group and status of the selected rows at once, with their Versions, and names conflicting rows', async () => {
    let calls = 0;
    const { server } = renderPage(
      <VvtLevelListPage />,
      vvtApi((r) => {
        if (r.path !== VVT_ENDPOINTS.bulk.path) return undefined;
        calls += 1;
        return calls === 1
          ? { status: 200, body: { rows: [], keptWriteProtectedFields: [] } }
          : { status: 409, body: { error: 'itemHasBeenChanged', message: 'Neuere Versionen existieren für: P-02.', conflicts: [{ ID: 2, label: 'P-02' }] } };
      }),
      { path: '/vvt-list/:ebenenr', initialEntry: '/vvt-list/1' },
    );
    await screen.findByText('Personalakte');
    const checkboxes = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.p-selection-column input')!);
    fireEvent.click(checkboxes()[0]);
    fireEvent.click(checkboxes()[1]);
    const bar = await screen.findByTestId('vvt-bulk-bar');
    expect(within(bar).getByRole('status')).toHaveTextContent('Ausgewählt: 2');
    fireEvent.change(within(bar).getByLabelText('Gruppe'), { target: { value: 'Personal neu' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Für Auswahl übernehmen' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.bulk.path)).toHaveLength(1));
    const [p01, p02] = [LIST.find((r) => r.Nummer === 'P-01')!, LIST.find((r) => r.Nummer === 'P-02')!];
    expect(server.calls(VVT_ENDPOINTS.bulk.path)[0].body).toEqual({
      rows: [
        { ID: p01.ID, Version: p01.Version },
        { ID: p02.ID, Version: p02.Version },
      ],
      changes: { Gruppe: 'Personal neu' },
    });
    await waitFor(() => expect(screen.queryByTestId('vvt-bulk-bar')).not.toBeInTheDocument());
    fireEvent.click(checkboxes()[1]);
    fireEvent.change(within(await screen.findByTestId('vvt-bulk-bar')).getByLabelText('Gruppe'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Für Auswahl übernehmen' }));
    expect(await screen.findByText('Neuere Versionen existieren für: P-02.')).toBeInTheDocument();
  }, 90_000); // some hundred PrimeReact cells with checkboxes: slow in jsdom on a busy machine

  it('offers no selection to readers', async () => {
    renderLevel(1, LESER_PERMISSIONS);
    await screen.findByText('Personalakte');
    expect(document.querySelector('.p-selection-column')).toBeNull();
  });

  it.each(['0', '4', 'abc', '1.0'])('shows the not-found page for /vvt-list/%s instead of level 1 (spec §2)', async (ebenenr) => {
    renderPage(<VvtLevelListPage />, vvtApi(), { path: '/vvt-list/:ebenenr', initialEntry: `/vvt-list/${ebenenr}` });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/http-status-code?code=404'));
  });

  it('shows the level 1 records with the default status filter (5 hidden) and coloured status tags', async () => {
    renderLevel(1);
    expect(await screen.findByText('Personalakte')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']);
    const badge = within(screen.getByRole('table')).getByText('kritisch').closest('[data-severity]');
    expect(badge).toHaveAttribute('data-severity', 'danger');
    expect(screen.getAllByText('Petra Ober · Personalabteilung')).toHaveLength(2);
  });

  it('applies the status filter only to level 1: level 2 shows its status-5 record', async () => {
    renderLevel(2);
    expect(await screen.findByText('SAP HCM')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['A-01']);
    expect(screen.queryByLabelText('inaktiv')).not.toBeInTheDocument();
  });

  it('filters by group, number or name, and owner, case-insensitive, and keeps the filter in sessionStorage', async () => {
    renderLevel(1);
    await screen.findByText('Personalakte');
    fireEvent.change(screen.getByLabelText('Gruppe'), { target: { value: 'VERTRIEB' } });
    await waitFor(() => expect(rowTexts()).toEqual(['V-02']));
    fireEvent.click(screen.getByLabelText('inaktiv'));
    await waitFor(() => expect(rowTexts()).toEqual(['V-01', 'V-02']));
    fireEvent.change(screen.getByLabelText('Prozessverantwortliche/r oder Abteilung'), { target: { value: 'marketing' } });
    await waitFor(() => expect(rowTexts()).toEqual(['V-01']));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('vws.vvt.list') ?? '{}').filter).toEqual(
        expect.objectContaining({ gruppe: 'VERTRIEB', verantwortlich: 'marketing' }),
      ),
    );
  });

  it('sorts with the cycle none → ascending → descending → none', async () => {
    const { server } = renderLevel(1);
    await screen.findByText('Personalakte');
    const header = screen.getByRole('columnheader', { name: /Bezeichnung/ });
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['V-02', 'P-02', 'P-01']));
    // The server sorts (issue 28: a page of the list, not the whole list, comes to the browser).
    expect(server.calls(VVT_ENDPOINTS.verarbeitungen.path).at(-1)?.query).toEqual(
      expect.objectContaining({ rows: '25', page: '1', register: '1', status: '0,1,2,3,4', sortField: 'Name', sortOrder: '1' }),
    );
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']));
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']));
  });

  it('opens a record with the filtered ids as the snapshot for previous/next', async () => {
    const { store } = renderLevel(1);
    fireEvent.click(await screen.findByText('Lohnabrechnung'));
    expect(screen.getByTestId('location')).toHaveTextContent('/vvt-detail/1?cuid=c-muster&IdVerarbeitung=2');
    expect((store.getState() as unknown as { vvtList: { snapshotIds: number[] } }).vvtList.snapshotIds).toEqual([1, 2, 4]);
  });

  it('offers a new record only with VWS_VVTProzesse_Add', async () => {
    renderLevel(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Eintrag' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vvt-detail/1?cuid=c-muster');
  });

  it('offers no new record to a reader', async () => {
    renderLevel(1, LESER_PERMISSIONS);
    await screen.findByText('Personalakte');
    expect(screen.queryByRole('button', { name: 'Neuer Eintrag' })).not.toBeInTheDocument();
  });

  it('lists the records pending DPO review and those assigned to me across levels', async () => {
    renderPage(<VvtPendingReviewPage />, vvtApi(), { path: '/vvt-list-zur-pruefung-dsb' });
    expect(await screen.findByText('CRM')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['V-02']);
    stopFakeServer();
    document.body.innerHTML = '';
    renderPage(<VvtAssignedPage />, vvtApi(), { path: '/vvt-list-zugeordnet-po' });
    expect(await screen.findByText('Lohnabrechnung')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['P-02']);
  });

  describe('the level filter of the lists across levels (spec §5: applies when not 0)', () => {
    /** Pending review at every level: V-02 (level 1), A-01 (level 2), I-01 (level 3). */
    const pendingAtEveryLevel = vvtApi((request) =>
      request.path === VVT_ENDPOINTS.verarbeitungen.path
        ? {
            status: 200,
            body: vvtListAnswer(
              request.query,
              LIST.map((i) => ({ ...i, isBereitZurPruefungDSB: [4, 20, 30].includes(i.ID) })),
            ),
          }
        : undefined,
    );
    const chooseLevel = async (current: string, level: string) => {
      fireEvent.click(screen.getByText(current, { selector: '.p-dropdown-label' }));
      fireEvent.click(await screen.findByText(level, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    };
    const storedFilter = () => JSON.parse(sessionStorage.getItem('vws.vvt.list') ?? '{}').filter;

    it('offers all levels or one on the pending-review list and keeps the choice in sessionStorage', async () => {
      renderPage(<VvtPendingReviewPage />, pendingAtEveryLevel, { path: '/vvt-list-zur-pruefung-dsb' });
      expect(await screen.findByText('CRM')).toBeInTheDocument();
      expect(rowTexts()).toEqual(['V-02', 'A-01', 'I-01']);
      expect(screen.getByLabelText('Ebene')).toBeInTheDocument();
      await chooseLevel('Alle Ebenen', 'Applikationsebene');
      await waitFor(() => expect(rowTexts()).toEqual(['A-01']));
      await waitFor(() => expect(storedFilter()).toEqual(expect.objectContaining({ ebene: 2 })));
      // The status applies to level 1 entries only: not offered for level 2.
      expect(screen.queryByLabelText('inaktiv')).not.toBeInTheDocument();
      await chooseLevel('Applikationsebene', 'Fachebene');
      await waitFor(() => expect(rowTexts()).toEqual(['V-02']));
      expect(screen.getByLabelText('inaktiv')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
      await waitFor(() => expect(rowTexts()).toEqual(['V-02', 'A-01', 'I-01']));
      expect(storedFilter()).toEqual(expect.objectContaining({ ebene: 0 }));
    });

    it('filters the assigned-to-me list by level too', async () => {
      renderPage(
        <VvtAssignedPage />,
        vvtApi((request) =>
          request.path === VVT_ENDPOINTS.verarbeitungen.path
            ? {
                status: 200,
                body: vvtListAnswer(
                  request.query,
                  LIST.map((i) => ({ ...i, isAssignedToCurrentUser: [2, 30].includes(i.ID) })),
                ),
              }
            : undefined,
        ),
        {
          path: '/vvt-list-zugeordnet-po',
        },
      );
      expect(await screen.findByText('Lohnabrechnung')).toBeInTheDocument();
      expect(rowTexts()).toEqual(['P-02', 'I-01']);
      await chooseLevel('Alle Ebenen', 'Infrastrukturebene');
      await waitFor(() => expect(rowTexts()).toEqual(['I-01']));
    });

    it('is not offered on a level list, whose route fixes the level', async () => {
      renderLevel(2);
      expect(await screen.findByText('SAP HCM')).toBeInTheDocument();
      expect(document.getElementById('vvt-filter-ebene')).toBeNull();
    });
  });

  describe('completeness (issue 23): each row of the page carries its check', () => {
    const markerOf = (name: string) => within(screen.getByText(name).closest('tr')!).queryByTestId('vvt-incomplete');

    it('marks the records with missing items or contradictions as incomplete (hints alone are not) from the page itself', async () => {
      const { server } = renderLevel(1);
      await screen.findByText('Personalakte');
      await waitFor(() => expect(markerOf('Lohnabrechnung')).toHaveTextContent('unvollständig'));
      expect(markerOf('Lohnabrechnung')).toHaveAttribute('title', 'Fehlende Angaben: 2, Widersprüche: 0');
      expect(markerOf('Lohnabrechnung')!.querySelector('[data-severity]')).toHaveAttribute('data-severity', 'warning');
      expect(markerOf('CRM')!.querySelector('[data-severity]')).toHaveAttribute('data-severity', 'danger');
      expect(markerOf('Personalakte')).toBeNull();
      // No register check of the whole level: at 100,000 records that alone would be the list again.
      expect(server.calls(VVT_ENDPOINTS.registerCompleteness.path)).toEqual([]);
    });

    it('filters by completeness and keeps the choice; a widget link (?befund=) sets it and leaves the address', async () => {
      renderPage(<VvtLevelListPage />, vvtApi(), { path: '/vvt-list/:ebenenr', initialEntry: '/vvt-list/1?befund=contradiction' });
      await waitFor(() => expect(rowTexts()).toEqual(['V-02']));
      expect(screen.getByTestId('location')).not.toHaveTextContent('befund');
      expect(JSON.parse(sessionStorage.getItem('vws.vvt.list') ?? '{}').filter).toEqual(expect.objectContaining({ befund: 'contradiction' }));
      fireEvent.click(screen.getByText('Mit Widersprüchen', { selector: '.p-dropdown-label' }));
      fireEvent.click(await screen.findByText('Unvollständig (fehlende Angaben oder Widersprüche)', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
      await waitFor(() => expect(rowTexts()).toEqual(['P-02', 'V-02']));
      fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
      await waitFor(() => expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']));
    });

    it('shows on the pending-review list since when each record waits', async () => {
      renderPage(<VvtPendingReviewPage />, vvtApi(), { path: '/vvt-list-zur-pruefung-dsb' });
      expect(await screen.findByText('CRM')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: /Zur Prüfung seit/ })).toBeInTheDocument();
      expect(within(screen.getByText('CRM').closest('tr')!).getByText('20.02.2026')).toBeInTheDocument();
    });

    it('shows no review date column on a level list', async () => {
      renderLevel(1);
      await screen.findByText('Personalakte');
      expect(screen.queryByRole('columnheader', { name: /Zur Prüfung seit/ })).not.toBeInTheDocument();
    });
  });
});
