import { screen, within } from '@testing-library/react';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { detail } from '../../testing/fixtures';
import { INTERNAL_RECORD } from '../vvt-full-report/FullReportPage.fixtures';
import { VvtPrintPage } from './VvtPrintPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

afterEach(() => stopFakeServer());

describe('VvtPrintPage', () => {
  it("prints one record as the internal report does: fields, recipients, cube coloured by status and the cells' texts", async () => {
    const { server } = renderPage(
      <VvtPrintPage />,
      vvtApi((request) => {
        if (request.path === VVT_ENDPOINTS.fullReport.path) return { status: 200, body: { fullReportType: 'internal', verarbeitungen: [INTERNAL_RECORD] } };
        if (request.path === VVT_ENDPOINTS.detail.path)
          return { status: 200, body: { ...detail(1), zugewieseneBenutzer: [{ user_uid: 'u1', firstname: 'Max', lastname: 'Becker' }] } };
        return undefined;
      }),
      { path: '/verarbeitung-print', initialEntry: '/verarbeitung-print?IdVerarbeitung=1' },
    );
    expect(await screen.findByRole('heading', { name: /Verarbeitungstätigkeit: P-01 Personalakte/ })).toBeInTheDocument();
    const fields = await screen.findByTestId('vvt-print-fields');
    expect(server.calls(VVT_ENDPOINTS.fullReport.path)[0]?.query).toMatchObject({ fullReportType: 'internal', IdVerarbeitung: '1' });
    expect(fields).toHaveTextContent('Petra Ober, Personalabteilung');
    expect(fields).toHaveTextContent('Führung der Personalakten');
    expect(fields).toHaveTextContent('Max Becker');
    expect(within(fields).getByTestId('vvt-report-recipients')).toHaveTextContent('Lohnbüro Schmitt GmbH (Deutschland)');
    const cell = within(fields).getByTestId('vvt-cube-1-1');
    expect(cell).toHaveTextContent('nicht umgesetzt');
    expect(cell).toHaveStyle({ background: '#fecaca' });
    expect(within(fields).getByTestId('vvt-cell-texts-1-1')).toHaveTextContent('Bemerkungen und NachweiseFormular V3 vom 01.02.');
    expect(within(fields).getByTestId('vvt-step-texts-1')).toHaveTextContent('Papierformular bei der Einstellung');
  });

  it('says so when the record is unknown or hidden', async () => {
    renderPage(
      <VvtPrintPage />,
      vvtApi((request) =>
        request.path === VVT_ENDPOINTS.fullReport.path ? { status: 200, body: { fullReportType: 'internal', verarbeitungen: [] } } : undefined,
      ),
      { path: '/verarbeitung-print', initialEntry: '/verarbeitung-print?IdVerarbeitung=1' },
    );
    expect(await screen.findByText('Dieser Eintrag existiert nicht oder Sie dürfen ihn nicht sehen.')).toBeInTheDocument();
  });
});
