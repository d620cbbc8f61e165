import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { LIST } from '../../testing/fixtures';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtListReportPage } from './VvtListReportPage';

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const REPORT = {
  list: LIST.map((item) => ({ ...item, aufbewahrungsfristen: '', dsfa_erforderlich: null, dsfaKriterienAnzahl: 0 })),
  textModel: { text: '', isModified: false },
};
const renderReport = () =>
  renderPage(
    <VvtListReportPage />,
    vvtApi((r) => (r.path === VVT_ENDPOINTS.listReport.path ? { status: 200, body: REPORT } : undefined)),
    {
      path: '/vvt-list-report',
    },
  );
const rowOf = (name: string) => screen.getByText(name, { selector: '.font-medium, .font-medium *' }).closest('tr')!;

describe('the list report and the register check (issue 23)', () => {
  it('marks incomplete records and says on paper what is wrong (never printed silently)', async () => {
    renderReport();
    await screen.findByTestId('vvt-list-report-table');
    await waitFor(() => expect(within(rowOf('CRM')).getByTestId('vvt-incomplete')).toHaveTextContent('unvollständig Fehlende Angaben: 1, Widersprüche: 1'));
    expect(within(rowOf('Lohnabrechnung')).getByTestId('vvt-incomplete')).toHaveTextContent('Fehlende Angaben: 2, Widersprüche: 0');
    expect(within(rowOf('Personalakte')).queryByTestId('vvt-incomplete')).toBeNull();
  });

  it('filters by completeness and states the filter', async () => {
    renderReport();
    await screen.findByTestId('vvt-list-report-table');
    fireEvent.click(await screen.findByText('Alle Einträge', { selector: '.p-dropdown-label' }));
    fireEvent.click(await screen.findByText('Mit Widersprüchen', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    await waitFor(() => expect(screen.getByTestId('vvt-filter-info')).toHaveTextContent('Vollständigkeit: Mit Widersprüchen'));
    const numbers = within(screen.getByTestId('vvt-list-report-table'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(numbers).toEqual(['V-02']);
  });
});
