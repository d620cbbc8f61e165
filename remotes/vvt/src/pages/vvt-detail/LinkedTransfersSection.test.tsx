import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DSB_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { LinkedTransfersSection } from './LinkedTransfersSection';

afterEach(() => stopFakeServer());

const DW = ['VWS_Datenweitergaben_Module_Access', 'VWS_Datenweitergaben_View', 'VWS_Datenweitergaben_Edit'];
const MAPPING = { ID: 7, ID_Datenweitergabe: 3, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: false, Verarbeitung_Nummer: 'VT-001', Verarbeitung_Name: 'Personalakte', Firma_Empfaenger: 'Lohnbüro Schmitt', Gruppe: 'Personal', ID_Vertragsstatus: 3 };

describe('LinkedTransfersSection', () => {
  it('shows the linked transfers and saves staged changes (only new and deleted ones)', async () => {
    const { server } = renderPage(
      <LinkedTransfersSection self={{ ID: 1, SDM_Ebene_Nr: 1 }} canEditRecord />,
      (request) => {
        if (request.path === '/vvt/verarbeitung-datenweitergaben') return { status: 200, body: { mappings: [MAPPING] } };
        if (request.path === '/dw/datenweitergaben-list-basic-fields') return { status: 200, body: { datenweitergaben_list_basic_fields: [{ ID: 4, Gruppe: 'IT', Firma_Empfaenger: 'Hetzner', Ort: 'Gunzenhausen', ID_Vertragsstatus: 6 }] } };
        if (request.path === '/vvtedit/verarbeitung-datenweitergaben') return { status: 200, body: { mappings: [] } };
        return { status: 404, body: { error: 'notFound' } };
      },
      { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1', permissions: [...DSB_PERMISSIONS, ...DW] },
    );
    const section = await screen.findByTestId('vvt-linked-transfers');
    expect(await within(section).findByText('Lohnbüro Schmitt (Personal)')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: /Lohnbüro Schmitt/ }));
    fireEvent.click(within(section).getByText('Bitte wählen', { selector: 'span' }));
    fireEvent.click(await screen.findByText('Hetzner (IT)'));
    fireEvent.click(within(section).getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Verknüpfungen speichern' }));
    await waitFor(() => expect(server.calls('/vvtedit/verarbeitung-datenweitergaben')).toHaveLength(1));
    expect((server.calls('/vvtedit/verarbeitung-datenweitergaben')[0]!.body as { mappings: unknown[] }).mappings).toEqual([
      { ID: 7, ID_Datenweitergabe: 3, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: true },
      { ID: 0, ID_Datenweitergabe: 4, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: false },
    ]);
  });

  it('is not shown without the data-transfer view right', () => {
    renderPage(<LinkedTransfersSection self={{ ID: 1, SDM_Ebene_Nr: 1 }} canEditRecord />, () => ({ status: 404, body: {} }), { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1' });
    expect(screen.queryByTestId('vvt-linked-transfers')).not.toBeInTheDocument();
  });
});
