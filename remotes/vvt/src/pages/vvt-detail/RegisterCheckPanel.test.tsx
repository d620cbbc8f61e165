import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VVT_ENDPOINTS, type Finding } from '@vws/shared/contract/vvt';
import { detail } from '../../testing/fixtures';
import { DSB_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtDetailPage } from './VvtDetailPage';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const FINDINGS: Finding[] = [
  { code: 'purposeMissing', severity: 'missing', field: 'Zweck' },
  { code: 'thirdCountryRecipientButNotOutsideEu', severity: 'contradiction', field: 'datenweitergabe_ausserhalb_eu' },
  { code: 'recipientCountryUnknown', severity: 'hint', field: 'empfaenger' },
  { code: 'legitimateInterestWithoutAssessment', severity: 'missing', field: 'bi_ergebnis' },
];

/** The DPO, who sees the linked data transfers too. */
const DPO = [...DSB_PERMISSIONS, 'VWS_Datenweitergaben_Module_Access', 'VWS_Datenweitergaben_View'];

const renderWith = (findings: Finding[], over: Parameters<typeof detail>[1] = {}, permissions = DPO) =>
  renderPage(
    <VvtDetailPage />,
    vvtApi((r) => {
      if (r.path === VVT_ENDPOINTS.completeness.path) return { status: 200, body: { findings } };
      if (r.path === VVT_ENDPOINTS.detail.path) return { status: 200, body: detail(1, over) };
      return undefined;
    }),
    { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1?IdVerarbeitung=1', permissions },
  );

describe('the register check in the detail (issue 23)', () => {
  it('lists what the authority would miss by severity, contradictions first, each naming its field', async () => {
    const { server } = renderWith(FINDINGS);
    const panel = await screen.findByTestId('vvt-register-check');
    expect(within(panel).getByRole('heading', { name: 'Was der Aufsichtsbehörde fehlen würde' })).toBeInTheDocument();
    await within(panel).findByTestId('vvt-findings-contradiction');
    const groups = [...panel.querySelectorAll('[data-testid^="vvt-findings-"]')].map((g) => g.getAttribute('data-testid'));
    expect(groups).toEqual(['vvt-findings-contradiction', 'vvt-findings-missing', 'vvt-findings-hint']);
    expect(within(panel).getByTestId('vvt-findings-missing')).toHaveTextContent('Fehlende Angaben');
    const contradiction = within(panel).getByTestId('vvt-finding-thirdCountryRecipientButNotOutsideEu');
    expect(contradiction).toHaveTextContent('Empfänger in einem Drittland, aber „Weitergabe außerhalb der EU: nein“');
    expect(contradiction).toHaveTextContent('Feld: Weitergabe außerhalb der EU');
    expect(within(panel).getByTestId('vvt-finding-recipientCountryUnknown')).toHaveTextContent('Feld: Empfänger (verknüpfte Datenweitergaben)');
    expect(server.calls(VVT_ENDPOINTS.completeness.path)[0]?.query).toEqual(expect.objectContaining({ IdVerarbeitung: '1' }));
  });

  it('brings the user to the field: above the tabs directly, in a tab after opening it, a closed tab through its switch', async () => {
    renderWith(FINDINGS);
    const panel = await screen.findByTestId('vvt-register-check');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Zum Feld Zweck der Verarbeitung' }));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('vvt-Zweck')));

    fireEvent.click(within(panel).getByRole('button', { name: 'Zum Feld Empfänger (verknüpfte Datenweitergaben)' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Beziehungen' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('vvt-transfers-heading'));

    // The legitimate-interest tab is closed while its switch is off: the switch is where to go.
    fireEvent.click(within(panel).getByRole('button', { name: 'Zum Feld Ergebnis der Interessenabwägung' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('vvt-ist_berechtigtes_interesse'));
  });

  it('names the recipients without a link for a user who does not see data transfers', async () => {
    renderWith(FINDINGS, {}, DSB_PERMISSIONS);
    const finding = await screen.findByTestId('vvt-finding-recipientCountryUnknown');
    expect(within(finding).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('vvt-finding-purposeMissing')).getByRole('button')).toBeInTheDocument();
  });

  it('opens the legitimate-interest tab at its result when the switch is on', async () => {
    renderWith([{ code: 'legitimateInterestWithoutAssessment', severity: 'missing', field: 'bi_ergebnis' }], { ist_berechtigtes_interesse: true });
    const panel = await screen.findByTestId('vvt-register-check');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Zum Feld Ergebnis der Interessenabwägung' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Berechtigte Interessen' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('vvt-bi_ergebnis'));
  });

  it('says when nothing is missing, and that unsaved changes are not checked yet', async () => {
    renderWith([]);
    expect(await screen.findByText('Nichts fehlt und nichts widerspricht sich.')).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText(/^Bezeichnung/), { target: { value: 'Personalakte neu' } });
    expect(await screen.findByText(/Ungespeicherte Änderungen sind noch nicht geprüft/)).toBeInTheDocument();
  });
});
