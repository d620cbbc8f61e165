import { screen, within } from '@testing-library/react';
import { dwApi, renderPage, stopFakeServer } from '../testing/renderPage';
import { LIST } from '../testing/fixtures';
import { DwDashboardWidget } from './DwDashboardWidget';

afterEach(() => stopFakeServer());

const row = (Gruppe: string, counts: Partial<Record<'verify' | 'critical' | 'open' | 'fulfilled' | 'terminated' | 'notRequired', number>>) => {
  const full = { verify: 0, critical: 0, open: 0, fulfilled: 0, terminated: 0, notRequired: 0, ...counts };
  return { Gruppe, Anzahl_Gesamt: Object.values(full).reduce((a, b) => a + b, 0), ...full };
};
const handler = dwApi((request) => {
  if (request.path === '/dw/datenweitergaben-summary-report-totals') return { status: 200, body: { totals: [row('IT', { critical: 2, fulfilled: 5 }), row('Personal', { fulfilled: 3, open: 1 })] } };
  if (request.path === '/dw/datenweitergaben-wiedervorlage') {
    return { status: 200, body: { wiedervorlage: [{ ...LIST[1]!, Wiedervorlagedatum: '2026-11-30', Vertragsende: null, Faellig: '2026-11-30' }], anzahl: 1 } };
  }
  return undefined;
});

describe('DwDashboardWidget', () => {
  it('lists the contracts due and charts the contracts per status group, with the figures as a table', async () => {
    renderPage(<DwDashboardWidget />, handler, { path: '/customer' });
    expect(await screen.findByRole('link', { name: 'Salesforce, Inc.' })).toHaveAttribute('href', '/datenweitergabe?cuid=c-muster&datenweitergabeId=2');
    const figures = await screen.findByRole('table', { name: 'Verträge nach Status' });
    const cells = [...figures.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(cells[0]).toBe('Verträge');
    expect(within(figures).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', '1', '8']);
  });

  it('shows nothing without the view permission', () => {
    renderPage(<DwDashboardWidget />, handler, { path: '/customer', permissions: ['VWS_Select'] });
    expect(screen.queryByTestId('dw-dashboard-widget')).not.toBeInTheDocument();
  });
});
