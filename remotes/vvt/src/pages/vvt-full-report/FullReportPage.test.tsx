import { screen, within } from '@testing-library/react';
import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { INTERNAL_RECORD } from './FullReportPage.fixtures';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { FullReportPage } from './FullReportPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

afterEach(() => stopFakeServer());

function renderReport(type: string, records: VvtFullReportRecord[]) {
  return renderPage(
    <FullReportPage />,
    vvtApi((request) =>
      request.path === VVT_ENDPOINTS.fullReport.path
        ? { status: 200, body: { fullReportType: request.query.fullReportType, verarbeitungen: records } }
        : undefined,
    ),
    { path: '/vvt-full-report', initialEntry: `/vvt-full-report?reportType=${type}` },
  );
}

describe('FullReportPage', () => {
  it('internal: every cell with texts with status, risk and its four texts; step descriptions; empty cells and texts left out', async () => {
    const { server } = renderReport('internal', [INTERNAL_RECORD]);
    const view = await screen.findByTestId('vvt-record-view');
    expect(server.calls(VVT_ENDPOINTS.fullReport.path)[0]?.query).toMatchObject({ fullReportType: 'internal' });

    const texted = within(view).getByTestId('vvt-cell-texts-1-1');
    for (const text of ['Erhebung nur beim Betroffenen', 'Zu viele Daten im Formular', 'Pflichtfelder reduziert', 'Formular V3 vom 01.02.'])
      expect(texted).toHaveTextContent(text);
    for (const label of ['Umsetzung', 'Risikobeschreibung', 'Maßnahmen', 'Bemerkungen und Nachweise']) expect(texted).toHaveTextContent(label);
    expect(texted.querySelectorAll('.vvt-badge')).toHaveLength(2);
    const measuresOnly = within(view).getByTestId('vvt-cell-texts-3-6');
    expect(measuresOnly).toHaveTextContent('Rollenkonzept');
    expect(measuresOnly).not.toHaveTextContent('Umsetzung');
    expect(within(view).queryByTestId('vvt-cell-texts-1-2')).toBeNull();
    expect(view.querySelectorAll('[data-testid^="vvt-cell-texts-"]')).toHaveLength(2);

    expect(within(view).getByTestId('vvt-step-texts-1')).toHaveTextContent('Papierformular bei der Einstellung');
    expect(within(view).getByTestId('vvt-step-texts-2')).toHaveTextContent('Keine Beschreibung und keine Angaben zu den Schutzzielen.');
    expect(within(view).getByTestId('vvt-step-texts-3')).not.toHaveTextContent('Keine Beschreibung');
    expect(within(view).getByTestId('vvt-cube-grid')).toBeInTheDocument();
  });

  it('internal: recipients with country, the nine DPIA criteria with their notes, relations and the record data', async () => {
    renderReport('internal', [INTERNAL_RECORD]);
    const view = await screen.findByTestId('vvt-record-view');
    const recipients = within(view).getByTestId('vvt-report-recipients');
    expect(recipients).toHaveTextContent('Lohnbüro Schmitt GmbH (Deutschland)');
    expect(recipients).toHaveTextContent('Salesforce, Inc. (USA) – außerhalb der EU');
    const criteria = within(view).getByTestId('vvt-report-criteria');
    expect(within(criteria).getAllByRole('listitem')).toHaveLength(9);
    expect(criteria).toHaveTextContent('Systematische Überwachung: ja – Videoüberwachung des Eingangs');
    expect(criteria).toHaveTextContent('Datenverarbeitung in großem Umfang: nein – nur 40 Beschäftigte');
    expect(view).toHaveTextContent('A-01 SAP HCM');
    expect(view).toHaveTextContent('01.03.2026 · Version 3');
  });

  it('external: transfers and recipients, or a note when the user may not see data transfers', async () => {
    const external = (over: Partial<VvtFullReportRecord>): VvtFullReportRecord => ({
      verarbeitung: { ID: 1, SDM_Ebene_Nr: 1, Nummer: 'P-01', Name: 'Personalakte', datenweitergabe_extern: true },
      dsfaKriterienAnzahl: 0,
      maxRisikostufe: 0,
      ...over,
    });
    renderReport('external', [
      external({ empfaenger: INTERNAL_RECORD.empfaenger }),
      external({ verarbeitung: { ID: 2, SDM_Ebene_Nr: 1, Nummer: 'P-02', Name: 'Lohn' } }),
    ]);
    const [first, second] = await screen.findAllByTestId('vvt-external-view');
    expect(first).toHaveTextContent('Weitergabe an Externe: ja');
    expect(within(first!).getByTestId('vvt-report-recipients')).toHaveTextContent('Salesforce, Inc. (USA) – außerhalb der EU');
    expect(second).toHaveTextContent('Nur mit Zugriff auf die Datenweitergaben sichtbar');
  });
});
