import { screen, within } from '@testing-library/react';
import { LESER_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../testing/renderPage';
import { VvtDashboardWidget } from './VvtDashboardWidget';

afterEach(() => stopFakeServer());

const TOTALS = {
  totals: [
    { SDM_Ebene_Nr: 1, ID_Status: 1, Anzahl: 12 },
    { SDM_Ebene_Nr: 1, ID_Status: 3, Anzahl: 2 },
    { SDM_Ebene_Nr: 2, ID_Status: 0, Anzahl: 5 },
  ],
  zurPruefungDSB: 3,
  zugeordnet: 4,
};
const handler = vvtApi((r) => (r.path === '/vvt/verarbeitungen-summary-report' ? { status: 200, body: TOTALS } : undefined));

describe('VvtDashboardWidget', () => {
  it('shows records per level and status from the server totals, and the pending reviews', async () => {
    const { server } = renderPage(<VvtDashboardWidget />, handler, { path: '/customer' });
    // The chart's text alternative: a row per level, a column per status that occurs.
    const table = await screen.findByRole('table', { name: 'Einträge je Ebene und Status' });
    const level1 = within(table).getByRole('row', { name: /Fachebene/ });
    expect([...level1.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['12', '2', '0']);
    expect(screen.getByRole('link', { name: 'Fachebene: 14 Einträge' })).toHaveAttribute('href', '/vvt-list/1?cuid=c-muster');
    expect(screen.getByRole('link', { name: 'Zur Prüfung durch den DSB: 3' })).toHaveAttribute('href', '/vvt-list-zur-pruefung-dsb?cuid=c-muster');
    expect(screen.queryByText(/Mir zugeordnet/)).not.toBeInTheDocument();
    expect(server.calls('/vvt/verarbeitungen-summary-report')[0].query.totals_only).toBe('true');
  });

  it('shows nothing without a VVT view permission', () => {
    renderPage(<VvtDashboardWidget />, handler, { path: '/customer', permissions: ['VWS_Select'] });
    expect(screen.queryByTestId('vvt-dashboard-widget')).not.toBeInTheDocument();
  });

  it('shows my assigned records to an assignable user', async () => {
    renderPage(<VvtDashboardWidget />, handler, { path: '/customer', permissions: [...LESER_PERMISSIONS, 'VWS_VVTProzesse_AssignableToProcesses'] });
    expect(await screen.findByRole('link', { name: 'Mir zugeordnet: 4' })).toBeInTheDocument();
  });
});
