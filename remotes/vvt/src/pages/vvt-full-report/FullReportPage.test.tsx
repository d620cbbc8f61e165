import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@vws/shared/core';
import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { INTERNAL_RECORD } from './FullReportPage.fixtures';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { FullReportPage } from './FullReportPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

afterEach(async () => {
  stopFakeServer();
  await act(() => changeLanguage('de'));
});

function renderReport(type: string, records: VvtFullReportRecord[], query = '') {
  return renderPage(
    <FullReportPage />,
    vvtApi((request) =>
      request.path === VVT_ENDPOINTS.fullReport.path
        ? { status: 200, body: { fullReportType: request.query.fullReportType, verarbeitungen: records } }
        : undefined,
    ),
    { path: '/vvt-full-report', initialEntry: `/vvt-full-report?reportType=${type}${query}` },
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
    expect(recipients).toHaveTextContent('Salesforce, Inc. (Vereinigte Staaten) – außerhalb der EU');
    const criteria = within(view).getByTestId('vvt-report-criteria');
    expect(within(criteria).getAllByRole('listitem')).toHaveLength(9);
    expect(criteria).toHaveTextContent('Systematische Überwachung: ja – Videoüberwachung des Eingangs');
    expect(criteria).toHaveTextContent('Datenverarbeitung in großem Umfang: nein – nur 40 Beschäftigte');
    expect(view).toHaveTextContent('A-01 SAP HCM');
    expect(view).toHaveTextContent('01.03.2026 · Version 3');
  });

  it("names the recipients' countries in the reader's language", async () => {
    renderReport('internal', [INTERNAL_RECORD]);
    await act(() => changeLanguage('en'));
    const recipients = await screen.findByTestId('vvt-report-recipients');
    await waitFor(() => expect(recipients).toHaveTextContent('Lohnbüro Schmitt GmbH (Germany)'));
    expect(recipients).toHaveTextContent('Salesforce, Inc. (United States) – outside the EU');
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
    expect(within(first!).getByTestId('vvt-report-recipients')).toHaveTextContent('Salesforce, Inc. (Vereinigte Staaten) – außerhalb der EU');
    expect(second).toHaveTextContent('Nur mit Zugriff auf die Datenweitergaben sichtbar');
  });

  describe('the Art. 30(1) register (external) and its filters (issue 23)', () => {
    const record = (over: Partial<VvtFullReportRecord> = {}): VvtFullReportRecord => ({
      verarbeitung: { ID: 1, SDM_Ebene_Nr: 1, Nummer: 'VT-007', Name: 'CRM', datenweitergabe_ausserhalb_eu: false },
      dsfaKriterienAnzahl: 0,
      maxRisikostufe: 0,
      ...over,
    });
    const reportCalls = (server: ReturnType<typeof renderReport>['server']) => server.calls(VVT_ENDPOINTS.fullReport.path).map((c) => c.query);

    it('asks for level 1 by default and for the level chosen; the paper states the filter', async () => {
      const { server } = renderReport('external', [record()]);
      await screen.findByTestId('vvt-external-view');
      expect(reportCalls(server)[0]).toEqual(expect.objectContaining({ fullReportType: 'external', SDM_Ebene_Nr: '1' }));
      expect(reportCalls(server)[0]).not.toHaveProperty('Gruppe');
      expect(screen.getByText('Alle Gruppen', { selector: '.p-dropdown-label' })).toBeInTheDocument();
      expect(screen.getByTestId('vvt-report-filter-info')).toHaveTextContent('Ebene: Fachebene');

      fireEvent.click(screen.getByText('Fachebene', { selector: '#vvt-report-filter-ebene ~ .p-dropdown-label, .p-dropdown-label' }));
      fireEvent.click(await screen.findByText('Alle Ebenen', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
      await waitFor(() => expect(reportCalls(server).at(-1)).toEqual(expect.objectContaining({ SDM_Ebene_Nr: '0' })));
      expect(screen.getByTestId('location')).toHaveTextContent('ebene=0');
      expect(screen.getByTestId('vvt-report-filter-info')).toHaveTextContent('Ebene: Alle Ebenen');
      fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
      await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('ebene='));
    });

    it('takes level, group and statuses from the address (a shared or printed link shows the same)', async () => {
      const { server } = renderReport('external', [record()], '&ebene=2&gruppe=Vertrieb&status=3,1');
      await screen.findByTestId('vvt-external-view');
      expect(reportCalls(server)[0]).toEqual(expect.objectContaining({ SDM_Ebene_Nr: '2', Gruppe: 'Vertrieb', ID_Status: '1,3' }));
      expect(screen.getByTestId('vvt-report-filter-info')).toHaveTextContent('Ebene: Applikationsebene; Gruppe: Vertrieb; Status: in Ordnung, kritisch');
    });

    it('marks a record with contradictions and names them, and says who reviewed it when', async () => {
      renderReport('external', [
        record({
          findings: [
            { code: 'thirdCountryRecipientButNotOutsideEu', severity: 'contradiction', field: 'datenweitergabe_ausserhalb_eu' },
            { code: 'retentionMissing', severity: 'missing', field: 'aufbewahrungsfristen' },
          ],
          review: { state: 'approved', by: 'Dana Schulz', at: '2026-03-02T10:00:00.000Z', comment: '', pendingSince: null },
        }),
      ]);
      const marks = await screen.findByTestId('vvt-report-contradictions');
      expect(marks).toHaveTextContent('Widersprüche: Empfänger in einem Drittland, aber „Weitergabe außerhalb der EU: nein“');
      expect(marks).not.toHaveTextContent('Löschfrist');
      expect(screen.getByTestId('vvt-report-reviewed')).toHaveTextContent('Geprüft am 02.03.2026 von Dana Schulz');
    });
  });
});
