import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtImportPage } from './VvtImportPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

afterEach(() => stopFakeServer());

const TEMPLATES = Array.from({ length: 25 }, (_, i) => ({
  ID: i + 1,
  SDM_Ebene_Nr: i < 20 ? 1 : 2,
  SDM_Ebene_Name: i < 20 ? 'Fachebene' : 'Applikationsebene',
  Gruppe: i % 2 ? 'Personal' : 'Finanzen',
  Nummer: `V-${String(i + 1).padStart(2, '0')}`,
  Name: `Vorlage ${i + 1}`,
  Zweck: 'Zweck der Vorlage',
  alreadyPresent: i === 4,
}));

describe('VvtImportPage', () => {
  it('pages 20 templates, counts the selection on the button and reports a partial failure with the rows marked', async () => {
    const { server } = renderPage(
      <VvtImportPage />,
      vvtApi((request) => {
        if (request.path === VVT_ENDPOINTS.importList.path) return { status: 200, body: { verarbeitungen: TEMPLATES } };
        if (request.path === VVT_ENDPOINTS.import.path)
          return { status: 200, body: { importedVerarbeitungenIds: [1], failedVerarbeitungenIds: [2, 5], alreadyPresentVerarbeitungenIds: [5] } };
        return undefined;
      }),
      {
        path: '/vvt-list-import-content',
        initialEntry: '/vvt-list-import-content',
        permissions: ['VWS_Select', 'VWS_VVT_Module_Access', 'META_VWS_Import_Content'],
      },
    );
    const table = await screen.findByTestId('vvt-import-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    // The customer's name instead of "this customer"; templates it has already are marked before any import.
    expect(screen.getByText(/aus den Vorlagen in „Muster GmbH“/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[5]).toHaveTextContent('bereits vorhanden');
    const button = screen.getByTestId('vvt-import-button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Importieren (0)');
    const bodyRows = within(table).getAllByRole('row');
    fireEvent.click(within(bodyRows[1]!).getByRole('checkbox'));
    fireEvent.click(within(bodyRows[2]!).getByRole('checkbox'));
    fireEvent.click(within(bodyRows[5]!).getByRole('checkbox'));
    expect(button).toHaveTextContent('Importieren (3)');
    fireEvent.click(button);
    const outcome = await screen.findByTestId('vvt-import-outcome');
    expect(outcome).toHaveTextContent(
      'Der Import ist für folgende ID(s) fehlgeschlagen: V-02 Bereits vorhanden in diesem Kunden und nicht erneut importiert: V-05',
    );
    expect(server.calls(VVT_ENDPOINTS.import.path)[0]?.body).toEqual({ verarbeitungenIds: [1, 2, 5] });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveClass('vvt-import-ok');
    expect(rows[2]).toHaveClass('vvt-import-failed');
    expect(rows[5]).toHaveClass('vvt-import-present');
  });

  it('filters by level', async () => {
    renderPage(
      <VvtImportPage />,
      vvtApi((request) => (request.path === VVT_ENDPOINTS.importList.path ? { status: 200, body: { verarbeitungen: TEMPLATES } } : undefined)),
      {
        path: '/vvt-list-import-content',
        initialEntry: '/vvt-list-import-content',
      },
    );
    fireEvent.change(await screen.findByLabelText('Nummer oder Name'), { target: { value: 'v-2' } });
    await waitFor(() => expect(screen.getByText('6 von 25 Vorlagen')).toBeInTheDocument());
  });
});
