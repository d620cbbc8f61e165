import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';
import { dwApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DwListPage } from './DwListPage';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

describe('DwListPage', () => {
  it('lists recipient, place and country, status badge, legal basis and third country', async () => {
    renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben' });
    expect(await screen.findByText('Salesforce, Inc.')).toBeInTheDocument();
    expect(screen.getByText('San Francisco, USA'.replace('San', '50667 San'))).toBeInTheDocument();
    expect((await screen.findByText('Vertrag fehlt')).closest('[data-severity]')).toHaveAttribute('data-severity', 'danger');
    expect(screen.getByText('Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)')).toBeInTheDocument();
    expect(screen.getByText('3 von 3 Datenweitergaben')).toBeInTheDocument();
  });

  it('filters by text and keeps the filter in session storage', async () => {
    renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben' });
    await screen.findByText('Salesforce, Inc.');
    fireEvent.change(screen.getByLabelText('Gruppe, Empfänger, Ort oder Land'), { target: { value: 'usa' } });
    await waitFor(() => expect(screen.getByText('1 von 3 Datenweitergaben')).toBeInTheDocument());
    expect(screen.queryByText('Reisswolf')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('vws.datenweitergaben.list') ?? '{}').filter.text).toBe('usa');
  });

  it('asks the server for one page, filtered and sorted, not for every transfer', async () => {
    const { server } = renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben' });
    await screen.findByText('Salesforce, Inc.');
    const lastQuery = () => server.calls(DW_ENDPOINTS.list.path).at(-1)!.query;
    expect(lastQuery()).toMatchObject({ rows: expect.stringMatching(/^\d+$/), page: '1' });
    fireEvent.change(screen.getByLabelText('Gruppe, Empfänger, Ort oder Land'), { target: { value: 'usa' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ text: 'usa', page: '1' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /Empfänger \(Firma\)/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ text: 'usa', sortField: 'Firma_Empfaenger', sortOrder: '1' }));
  });

  it('offers a new transfer and the selection only to editors', async () => {
    renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben', permissions: LESER_PERMISSIONS });
    await screen.findByText('Salesforce, Inc.');
    expect(screen.queryByRole('button', { name: 'Neue Datenweitergabe' })).not.toBeInTheDocument();
    expect(document.querySelector('.p-selection-column')).toBeNull();
  });

  it('changes contract status and group of the selected rows in one call; a stale row or a recipient twice in the group refuses the batch', async () => {
    const answers = [
      { status: 200, body: { rows: [], keptWriteProtectedFields: [] } },
      {
        status: 409,
        body: { error: 'itemHasBeenChanged', message: 'Neuere Versionen existieren für: Reisswolf.', conflicts: [{ ID: 3, label: 'Reisswolf' }] },
      },
      { status: 400, body: { error: 'validation', message: 'x', fields: [{ path: 'changes.Gruppe', message: 'duplicateEmpfaenger' }] } },
    ];
    const { server } = renderPage(
      <DwListPage />,
      dwApi((request) => (request.path === DW_ENDPOINTS.bulk.path ? answers.shift() : undefined)),
      { path: '/datenweitergaben' },
    );
    await screen.findByText('Salesforce, Inc.');
    const checkbox = (name: string) => screen.getByText(name).closest('tr')!.querySelector<HTMLInputElement>('.p-selection-column input')!;
    fireEvent.click(checkbox('Lohnbüro Schmitt'));
    fireEvent.click(checkbox('Reisswolf'));
    const bar = await screen.findByTestId('dw-bulk-bar');
    expect(within(bar).getByRole('status')).toHaveTextContent('Ausgewählt: 2');
    expect(within(bar).queryByLabelText(/Zugewiesen/)).not.toBeInTheDocument();
    fireEvent.change(within(bar).getByLabelText('Gruppe'), { target: { value: 'Extern' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Für Auswahl übernehmen' }));
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.bulk.path)).toHaveLength(1));
    expect(server.calls(DW_ENDPOINTS.bulk.path)[0]!.body).toEqual({
      rows: [
        { ID: 1, Version: 1 },
        { ID: 3, Version: 1 },
      ],
      changes: { Gruppe: 'Extern' },
    });
    expect(await screen.findByText('Geändert: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('dw-bulk-bar')).not.toBeInTheDocument());

    fireEvent.click(checkbox('Reisswolf'));
    fireEvent.change(within(await screen.findByTestId('dw-bulk-bar')).getByLabelText('Gruppe'), { target: { value: 'IT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Für Auswahl übernehmen' }));
    expect(await screen.findByText('Neuere Versionen existieren für: Reisswolf.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Für Auswahl übernehmen' }));
    expect(await screen.findByText('Diesen Empfänger gibt es in der Gruppe bereits.')).toBeInTheDocument();
    expect(screen.getByTestId('dw-bulk-bar')).toBeInTheDocument();
    expect(screen.getByTestId('dw-duplicate')).toBeInTheDocument();
  }, 60_000);
});
