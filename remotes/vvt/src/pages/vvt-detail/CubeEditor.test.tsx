import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { REFERENCES } from '../../testing/fixtures';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtDetailPage } from './VvtDetailPage';

configure({ asyncUtilTimeout: 8000 });
// 56 PrimeReact dropdowns in jsdom: slow on a busy machine.
jest.setTimeout(120_000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const names = (de: string[]) => de.map((Name, i) => ({ ID: i + 1, Name, Name_de: Name, Name_en: Name }));
const CUBE_REFERENCES = {
  ...REFERENCES,
  sdm_cube_status: [{ ID: 0, Name: 'offen', Name_de: 'offen', Name_en: 'open' }, ...names(['umgesetzt', 'teilweise', 'kritisch', 'prüfen', 'entfällt'])],
  sdm_cube_risikostufen: [{ ID: 0, Name: 'keine', Name_de: 'keine', Name_en: 'none' }, ...names(['gering', 'mittel', 'hoch'])],
  sdm_cube_schutzziele: names(['Datenminimierung', 'Transparenz', 'Nichtverkettung', 'Intervenierbarkeit', 'Integrität', 'Vertraulichkeit', 'Verfügbarkeit']),
  sdm_cube_prozessschritte: names(['Erheben', 'Speichern', 'Verwenden', 'Löschen']),
};

type Cell = {
  ID_SDM_Cube_Prozessschritt: number;
  ID_SDM_Cube_Schutzziel: number;
  ID_SDM_Cube_Status: number;
  ID_SDM_Cube_Risikostufe: number;
  Antwort: string;
  IsModified: boolean;
};

const renderCube = () =>
  renderPage(
    <VvtDetailPage />,
    vvtApi((r) => {
      if (r.path === VVT_ENDPOINTS.referenzen.path) return { status: 200, body: CUBE_REFERENCES };
      if (r.path === VVT_ENDPOINTS.update.path) return { status: 200, body: { itemHasBeenChanged: false, Version: 4, keptWriteProtectedFields: [] } };
      return undefined;
    }),
    { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1?IdVerarbeitung=1' },
  );

const choose = async (dropdown: HTMLElement, option: string) => {
  fireEvent.click(dropdown.querySelector('.p-dropdown-label')!);
  fireEvent.click(await screen.findByText(option, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
};

describe('the SDM cube grid', () => {
  it('sets a whole row in place, opens a cell with Enter after arrow keys, and saves every change with the page', async () => {
    const { server } = renderCube();
    sessionStorage.setItem('vws.vvt.detail.activeTab', JSON.stringify('cube'));
    const grid = await screen.findByTestId('vvt-cube-edit-grid');
    expect(within(grid).getAllByRole('row')).toHaveLength(8);

    const bulk = screen.getByTestId('vvt-cube-bulk');
    await choose(within(bulk).getByTestId('vvt-cube-bulk-line-dropdown'), 'Zeile: Transparenz');
    await choose(within(bulk).getByTestId('vvt-cube-bulk-status'), 'kritisch');
    fireEvent.click(within(bulk).getByRole('button', { name: 'Setzen' }));
    for (const schritt of [1, 2, 3, 4]) expect(screen.getByTestId(`vvt-cube-status-2-${schritt}`)).toHaveTextContent('kritisch');
    expect(screen.getByTestId('vvt-cube-status-3-1')).toHaveTextContent('offen');

    await choose(screen.getByTestId('vvt-cube-risk-7-4'), 'hoch');

    const first = screen.getByRole('button', { name: 'Texte von Datenminimierung – Erheben öffnen' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('Texte von Transparenz – Speichern öffnen');
    fireEvent.click(document.activeElement!); // Enter on a button is its click
    const panel = await screen.findByTestId('vvt-cube-panel');
    expect(within(panel).getByRole('heading', { name: 'Transparenz – Speichern' })).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText(/^Umsetzung/), { target: { value: 'Auskunft im Portal' } });

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.update.path)).toHaveLength(1));
    const cells = (server.calls(VVT_ENDPOINTS.update.path)[0].body as { sdmCube: Cell[] }).sdmCube;
    const at = (ziel: number, schritt: number) => cells.find((c) => c.ID_SDM_Cube_Schutzziel === ziel && c.ID_SDM_Cube_Prozessschritt === schritt)!;
    expect([1, 2, 3, 4].map((schritt) => at(2, schritt).ID_SDM_Cube_Status)).toEqual([3, 3, 3, 3]);
    expect(at(2, 2)).toMatchObject({ Antwort: 'Auskunft im Portal', IsModified: true });
    expect(at(7, 4)).toMatchObject({ ID_SDM_Cube_Risikostufe: 3, IsModified: true });
    expect(at(3, 1).IsModified).toBe(false);
  });

  it('opens the grid at a cell chosen in the report tab', async () => {
    renderCube();
    sessionStorage.setItem('vws.vvt.detail.activeTab', JSON.stringify('report'));
    const report = await screen.findByTestId('vvt-report');
    // The cell's button is named by what it shows (status and risk); its row and column headers say which cell it is.
    const cell = await within(report).findByTestId('vvt-cube-1-1');
    expect(within(cell).getByRole('button', { name: /kritisch/ })).toHaveAttribute(
      'title',
      expect.stringMatching(/^Datenminimierung – Erheben: kritisch, Risiko hoch/),
    );
    fireEvent.click(within(cell).getByRole('button'));
    const panel = await screen.findByTestId('vvt-cube-panel');
    expect(within(panel).getByRole('heading', { name: 'Datenminimierung – Erheben' })).toBeInTheDocument();
    expect(screen.getByTestId('vvt-cube-editor')).toBeInTheDocument();
  });
});
