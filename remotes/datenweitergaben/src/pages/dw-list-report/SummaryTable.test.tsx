import { act, screen, within } from '@testing-library/react';
import type { DwSummaryRow } from '@vws/shared/contract/datenweitergaben';
import { dwApi, renderPage, stopFakeServer } from '../../testing/renderPage';
import { SummaryTable } from './SummaryTable';

afterEach(() => stopFakeServer());

const GROUPS: DwSummaryRow[] = Array.from({ length: 130 }, (_, i) => ({
  Gruppe: `Gruppe ${String(i + 1).padStart(3, '0')}`,
  Anzahl_Gesamt: 1,
  verify: 0,
  critical: 1,
  open: 0,
  fulfilled: 0,
  terminated: 0,
  notRequired: 0,
}));

describe('SummaryTable', () => {
  it('shows 100 groups per page on screen and every group on paper (issue 25.6)', () => {
    renderPage(<SummaryTable rows={GROUPS} />, dwApi());
    const bodyRows = () =>
      within(screen.getByTestId('dw-summary-table'))
        .getAllByRole('row')
        .filter((row) => row.closest('tbody'));
    expect(bodyRows()).toHaveLength(100);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows()).toHaveLength(130);
    expect(screen.getByText('Gruppe 130')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyRows()).toHaveLength(100);
  });
});
