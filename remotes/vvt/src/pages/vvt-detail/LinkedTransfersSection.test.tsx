import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRequest } from '@vws/shared/testing';
import { DSB_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { LinkedTransfersSection } from './LinkedTransfersSection';
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
const noDirtyState = () => undefined;

describe('LinkedTransfersSection', () => {
  it('shows the linked transfers and saves staged changes (only new and deleted ones)', async () => {
    const { server } = renderPage(
      <LinkedTransfersSection self={{ ID: 1, SDM_Ebene_Nr: 1 }} canEditRecord onDirtyChange={noDirtyState} />,
      (request) => transferCalls(request) ?? { status: 404, body: { error: 'notFound' } },
      { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1', permissions: [...DSB_PERMISSIONS, ...DW] },
    );
    const section = await screen.findByTestId('vvt-linked-transfers');
    expect(await within(section).findByText('Lohnbüro Schmitt (Personal)')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: /Lohnbüro Schmitt/ }));
    fireEvent.click(within(section).getByText('Bitte wählen', { selector: 'span' }));
    fireEvent.click(await screen.findByText('Hetzner (IT)'));
    fireEvent.click(within(section).getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Verknüpfungen speichern' }));
    await waitFor(() => expect(server.calls(DW_ENDPOINTS.vvtMappingsEdit.path)).toHaveLength(1));
    expect((server.calls(DW_ENDPOINTS.vvtMappingsEdit.path)[0]!.body as { mappings: unknown[] }).mappings).toEqual([
      { ID: 7, ID_Datenweitergabe: 3, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: true },
      { ID: 0, ID_Datenweitergabe: 4, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: false },
    ]);
  });

  it('is not shown without the data-transfer view right', () => {
    renderPage(<LinkedTransfersSection self={{ ID: 1, SDM_Ebene_Nr: 1 }} canEditRecord onDirtyChange={noDirtyState} />, () => ({ status: 404, body: {} }), {
      path: '/vvt-detail/:ebenenr',
      initialEntry: '/vvt-detail/1',
    });
    expect(screen.queryByTestId('vvt-linked-transfers')).not.toBeInTheDocument();
  });

  it('reports staged links as unsaved until they are saved', async () => {
    const onDirtyChange = jest.fn();
    let stored = [MAPPING];
    const calls = (request: FakeRequest) => {
      if (request.path === DW_ENDPOINTS.vvtMappings.path) return { status: 200, body: { mappings: stored } };
      if (request.path === DW_ENDPOINTS.vvtMappingsEdit.path) stored = [];
      return transferCalls(request) ?? { status: 404, body: {} };
    };
    renderPage(<LinkedTransfersSection self={{ ID: 1, SDM_Ebene_Nr: 1 }} canEditRecord onDirtyChange={onDirtyChange} />, calls, {
      path: '/vvt-detail/:ebenenr',
      initialEntry: '/vvt-detail/1',
      permissions: [...DSB_PERMISSIONS, ...DW],
    });
    const section = await screen.findByTestId('vvt-linked-transfers');
    await within(section).findByText('Lohnbüro Schmitt (Personal)');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(section).getByRole('button', { name: /Lohnbüro Schmitt/ }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Verknüpfungen speichern' }));
    // Saved: the links are loaded again (the removed one is gone) and nothing is staged any more.
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(within(section).queryByText('Lohnbüro Schmitt (Personal)')).not.toBeInTheDocument();
  });
});

describe('the VVT detail with linked transfers', () => {
  const renderDetail = () => {
    const rendered = renderPage(<VvtDetailPage />, vvtApi(transferCalls), {
      path: '/vvt-detail/:ebenenr',
      initialEntry: '/vvt-detail/1?IdVerarbeitung=1',
      permissions: [...DSB_PERMISSIONS, ...DW],
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
});
