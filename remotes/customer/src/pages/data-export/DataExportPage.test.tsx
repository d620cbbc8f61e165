import { screen } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { DataExportPage } from './DataExportPage';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';

afterEach(() => stopFakeServer());

describe('DataExportPage', () => {
  it('offers both languages and shows the last export', async () => {
    renderPage(
      <DataExportPage />,
      (request) =>
        request.path === CUSTOMER_ENDPOINTS.dataExportInfo.path
          ? { status: 200, body: { lastExport: { Exportdatum: '2026-03-14T09:30:00.000Z', Bearbeiter: 'Dana Schulz', language: 'en' } } }
          : { status: 404, body: { error: 'notFound' } },
      { permissions: ['VWS_Select', 'VWS_Data_Export'] },
    );
    expect(await screen.findByText(/Letzter Export: 14.03.2026 von Dana Schulz \(Englisch\)/)).toBeInTheDocument();
    expect(screen.getByText('Deutsch')).toBeInTheDocument();
    expect(screen.getByTestId('export-download')).toHaveTextContent('Export herunterladen');
  });
});
