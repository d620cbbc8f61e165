import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRequest } from '@vws/shared/testing';
import { DSB_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtDetailPage } from './VvtDetailPage';
import { DW_ENDPOINTS } from '@vws/shared/contract/datenweitergaben';

// The detail page renders some hundred fields: give jsdom time on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const DW = ['VWS_Datenweitergaben_Module_Access', 'VWS_Datenweitergaben_View', 'VWS_Datenweitergaben_Edit'];
const MAPPING = {
  ID: 7,
  ID_Datenweitergabe: 3,
  ID_Verarbeitung: 1,
  Ebene_Nr_Verarbeitung: 1,
  IsDeleted: false,
  Verarbeitung_Nummer: 'VT-001',
  Verarbeitung_Name: 'Personalakte',
  Firma_Empfaenger: 'Lohnbüro Schmitt',
  Gruppe: 'Personal',
  ID_Vertragsstatus: 3,
};

/** The data-transfer calls of the section; undefined for the others. */
const transferCalls = (request: FakeRequest) => {
  if (request.path === DW_ENDPOINTS.vvtMappings.path) return { status: 200, body: { mappings: [MAPPING] } };
  if (request.path === DW_ENDPOINTS.basicFields.path)
    return {
      status: 200,
      body: { datenweitergaben_list_basic_fields: [{ ID: 4, Gruppe: 'IT', Firma_Empfaenger: 'Hetzner', Ort: 'Gunzenhausen', ID_Vertragsstatus: 6 }] },
    };
  if (request.path === DW_ENDPOINTS.vvtMappingsEdit.path) return { status: 200, body: { mappings: [] } };
  return undefined;
};
describe('the VVT detail with linked transfers', () => {
  const renderDetail = (calls = transferCalls, permissions = [...DSB_PERMISSIONS, ...DW]) => {
    const rendered = renderPage(<VvtDetailPage />, vvtApi(calls), {
      path: '/vvt-detail/:ebenenr',
      initialEntry: '/vvt-detail/1?IdVerarbeitung=1',
      permissions,
    });
    // After renderPage: selecting the customer clears the session storage; the tabs mount once the record has loaded.
    sessionStorage.setItem('vws.vvt.detail.activeTab', JSON.stringify('relations'));
    return rendered;
  };

  it('guards a staged transfer link against leaving the page unsaved', async () => {
    renderDetail();
    const section = await screen.findByTestId('vvt-linked-transfers');
    fireEvent.click(await within(section).findByRole('button', { name: /Lohnbüro Schmitt/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
    expect(await screen.findByText('Ungespeicherte Änderungen', { selector: '.p-dialog-title, .p-dialog-header *' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vvt-detail/1');
    fireEvent.click(screen.getByRole('button', { name: 'Verlassen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vvt-list/1'));
  });

  it('leaves without asking when no link is staged', async () => {
    renderDetail();
    const section = await screen.findByTestId('vvt-linked-transfers');
    await within(section).findByText('Lohnbüro Schmitt (Personal)');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vvt-list/1'));
  });

  it("saves staged links with the page's one Save (only new and deleted ones), then nothing is staged", async () => {
    let stored = [MAPPING];
    const calls = (request: FakeRequest) => {
      if (request.path === DW_ENDPOINTS.vvtMappings.path) return { status: 200, body: { mappings: stored } };
      if (request.path === DW_ENDPOINTS.vvtMappingsEdit.path) {
        stored = [];
        return { status: 200, body: { mappings: [] } };
      }
      return transferCalls(request);
    };
    const { server } = renderDetail(calls);
    const section = await screen.findByTestId('vvt-linked-transfers');
    expect(await within(section).findByText('Lohnbüro Schmitt (Personal)')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: /Lohnbüro Schmitt/ }));
    fireEvent.click(within(section).getByText('Bitte wählen', { selector: 'span' }));
    fireEvent.click(await screen.findByText('Hetzner (IT)'));
    fireEvent.click(within(section).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(section).queryByRole('button', { name: /speichern/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.vvtMappingsEdit.path)).toHaveLength(1));
    expect((server.calls(DW_ENDPOINTS.vvtMappingsEdit.path)[0]!.body as { mappings: unknown[] }).mappings).toEqual([
      { ID: 7, ID_Datenweitergabe: 3, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: true },
      { ID: 0, ID_Datenweitergabe: 4, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: false },
    ]);
    // Saved: what the server answered replaces the staged rows, and leaving asks nothing.
    await waitFor(() => expect(within(section).queryByText('Lohnbüro Schmitt (Personal)')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vvt-list/1'));
  });

  it('shows no linked transfers without the data-transfer view right', async () => {
    renderDetail(transferCalls, DSB_PERMISSIONS);
    expect(await screen.findByTestId('vvt-relations')).toBeInTheDocument();
    expect(screen.queryByTestId('vvt-linked-transfers')).not.toBeInTheDocument();
  });
});
