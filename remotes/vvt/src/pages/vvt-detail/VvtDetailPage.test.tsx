import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BEARBEITER_PERMISSIONS, LESER_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { detail } from '../../testing/fixtures';
import { VvtDetailPage } from './VvtDetailPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

// The detail renders some hundred fields: give jsdom time on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const renderDetail = (query: string, handler = vvtApi(), permissions?: string[]) =>
  renderPage(<VvtDetailPage />, handler, { path: '/vvt-detail/:ebenenr', initialEntry: `/vvt-detail/1${query}`, permissions });

/** After renderPage: selecting the customer clears the session storage; the tabs mount once the record has loaded. */
const storeTab = (tab: string) => sessionStorage.setItem('vws.vvt.detail.activeTab', JSON.stringify(tab));

type Body = { verarbeitung: Record<string, unknown>; sdmCube: { IsModified: boolean; Antwort: string }[]; forceUpdate?: boolean };

describe('VvtDetailPage', () => {
  it('saves a changed record with its Version; a conflict offers overwrite with forceUpdate', async () => {
    let calls = 0;
    const { server } = renderDetail(
      '?IdVerarbeitung=1',
      vvtApi((request) => {
        if (request.path !== VVT_ENDPOINTS.update.path) return undefined;
        calls += 1;
        return calls === 1
          ? { status: 409, body: { error: 'itemHasBeenChanged', message: 'changed' } }
          : { status: 200, body: { itemHasBeenChanged: false, Version: 5, keptWriteProtectedFields: [] } };
      }),
    );
    const name = await screen.findByLabelText(/^Bezeichnung/);
    expect(name).toHaveValue('Personalakte');
    fireEvent.change(name, { target: { value: 'Personalakte (digital)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag wurde zwischenzeitlich geändert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Überschreiben/ }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.update.path)).toHaveLength(2));
    const [first, second] = server.calls(VVT_ENDPOINTS.update.path).map((c) => c.body as Body);
    expect(first.verarbeitung).toEqual(expect.objectContaining({ ID: 1, Version: 3, Name: 'Personalakte (digital)' }));
    expect(first.forceUpdate).toBe(false);
    expect(second.forceUpdate).toBe(true);
    expect(first.sdmCube).toHaveLength(28);
  });

  it('creates a new record of the route level, with status 0', async () => {
    const { server } = renderDetail(
      '',
      vvtApi((r) => (r.path === VVT_ENDPOINTS.add.path ? { status: 200, body: { newVerarbeitungId: 99 } } : undefined)),
    );
    fireEvent.change(await screen.findByLabelText(/^Nummer/), { target: { value: 'P-99' } });
    fireEvent.change(screen.getByLabelText(/^Bezeichnung/), { target: { value: 'Zeiterfassung' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vvt-detail/1?cuid=c-muster&IdVerarbeitung=99'));
    expect((server.calls(VVT_ENDPOINTS.add.path)[0].body as Body).verarbeitung).toEqual(
      expect.objectContaining({ SDM_Ebene_Nr: 1, ID_Status: 0, Nummer: 'P-99' }),
    );
  });

  it('refuses to save without number and name', async () => {
    const { server } = renderDetail('');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(2);
    expect(server.calls(VVT_ENDPOINTS.add.path)).toHaveLength(0);
  });

  it('shows the status read-only without VWS_VVTProzesse_WriteProtectedFields and toasts kept fields', async () => {
    renderDetail(
      '?IdVerarbeitung=1',
      vvtApi((r) =>
        r.path === VVT_ENDPOINTS.update.path
          ? { status: 200, body: { itemHasBeenChanged: false, Version: 4, keptWriteProtectedFields: ['ID_Status'] } }
          : undefined,
      ),
      BEARBEITER_PERMISSIONS,
    );
    const name = await screen.findByLabelText(/^Bezeichnung/);
    expect(name).toBeEnabled();
    expect(document.getElementById('vvt-ID_Status-dropdown')).toHaveClass('p-disabled');
    fireEvent.change(name, { target: { value: 'Neu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/ihre gespeicherten Werte wurden beibehalten: Status/)).toBeInTheDocument();
  });

  it('is read-only for a reader: no save, no delete', async () => {
    renderDetail('?IdVerarbeitung=1', vvtApi(), LESER_PERMISSIONS);
    expect(await screen.findByText('Sie können diesen Eintrag nur ansehen.')).toBeInTheDocument();
    // A read view: values as text, no greyed-out inputs.
    expect(document.querySelector('dd#vvt-Name')).toHaveTextContent('Personalakte');
    expect(screen.queryByRole('textbox', { name: /^Bezeichnung/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });

  it('restores the active tab from session storage; disabled tabs cannot be activated', async () => {
    renderDetail('?IdVerarbeitung=1');
    storeTab('bcm');
    expect(await screen.findByTestId('vvt-bcm')).toBeInTheDocument();
    const bi = screen.getByRole('tab', { name: 'Berechtigte Interessen' });
    expect(bi.closest('li')).toHaveClass('p-disabled');
    expect(bi).toHaveAttribute('title', 'Erst verfügbar, wenn „Berechtigtes Interesse“ eingeschaltet ist.');
    fireEvent.click(screen.getByRole('link', { name: 'Zu den Registerkarten springen' }));
    expect(screen.getByRole('tab', { name: 'BCM' })).toHaveFocus();
    fireEvent.click(bi);
    expect(screen.getByTestId('vvt-bcm')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Daten speichern' }));
    expect(await screen.findByTestId('vvt-step-2')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('vws.vvt.detail.activeTab') ?? 'null')).toBe('store');
  });

  it('falls back to the first tab when the stored one is disabled (DPIA on level 2)', async () => {
    renderPage(<VvtDetailPage />, vvtApi(), { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/2?IdVerarbeitung=20' });
    storeTab('dpia');
    expect(await screen.findByTestId('vvt-step-1')).toBeInTheDocument();
  });

  it('stages relations locally and sends only the changes', async () => {
    const { server } = renderDetail(
      '?IdVerarbeitung=1',
      vvtApi((r) => (r.path === VVT_ENDPOINTS.relationsEdit.path ? { status: 200, body: {} } : undefined)),
    );
    storeTab('relations');
    const relations = await screen.findByTestId('vvt-relations');
    expect(await within(relations).findByText('A-01 SAP HCM')).toBeInTheDocument();
    expect(within(relations).getByTestId('vvt-relation-indirect')).toHaveTextContent('I-01 Rechenzentrum Frankfurt');
    fireEvent.click(within(relations).getByRole('button', { name: 'Beziehung zu SAP HCM entfernen' }));
    expect(within(relations).queryByText('A-01 SAP HCM')).not.toBeInTheDocument();
    expect(server.calls(VVT_ENDPOINTS.relationsEdit.path)).toHaveLength(0);
    // One Save for the page (issue 24): only the relations changed, so only they are sent, not the record.
    expect(within(relations).queryByRole('button', { name: /speichern/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.relationsEdit.path)).toHaveLength(1));
    expect(server.calls(VVT_ENDPOINTS.relationsEdit.path)[0].body).toEqual({
      IdVerarbeitung: 1,
      relations: [{ ID: 7, ID_Verarbeitung_Parent: 1, ID_Verarbeitung_Child: 20, Ebene_Nr_Child: 2, IsDeleted: true }],
    });
    expect(server.calls(VVT_ENDPOINTS.update.path)).toHaveLength(0);
  });

  it('flags the record for the DPO review immediately', async () => {
    const { server } = renderDetail(
      '?IdVerarbeitung=1',
      vvtApi((r) => (r.path === VVT_ENDPOINTS.bereitZurPruefung.path ? { status: 200, body: { isBereitZurPruefungDSB: true } } : undefined)),
    );
    await screen.findByLabelText(/^Bezeichnung/);
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Bereit zur Prüfung durch den DSB'));
    });
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.bereitZurPruefung.path)[0]?.body).toEqual({ IdVerarbeitung: 1, value: true }));
  });

  it('shows the derived protection need of the interference intensity', async () => {
    renderDetail(
      '?IdVerarbeitung=1',
      vvtApi((r) => (r.path === VVT_ENDPOINTS.detail.path ? { status: 200, body: detail(1, { eingriffsintensitaet: 3 }) } : undefined)),
    );
    expect(await screen.findByTestId('vvt-schutzbedarf')).toHaveTextContent(/Schutzbedarf:\s*hoch/);
  });

  it('asks for the joint controllers by name once joint control is switched on, and saves them (issue 23)', async () => {
    const { server } = renderDetail(
      '?IdVerarbeitung=1',
      vvtApi((r) =>
        r.path === VVT_ENDPOINTS.update.path ? { status: 200, body: { itemHasBeenChanged: false, Version: 4, keptWriteProtectedFields: [] } } : undefined,
      ),
    );
    await screen.findByLabelText(/^Bezeichnung/);
    expect(screen.queryByLabelText(/^Gemeinsam Verantwortliche/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByLabelText(/^Gemeinsame Verantwortlichkeit/));
    });
    const partners = await screen.findByLabelText(/^Gemeinsam Verantwortliche \(Art\. 26 DSGVO\)/);
    fireEvent.change(partners, { target: { value: 'Muster Holding AG, Köln' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.update.path)).toHaveLength(1));
    expect((server.calls(VVT_ENDPOINTS.update.path)[0]!.body as Body).verarbeitung).toEqual(
      expect.objectContaining({ joint_control: true, joint_control_partner: 'Muster Holding AG, Köln' }),
    );
  });
});
