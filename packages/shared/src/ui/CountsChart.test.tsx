import { render, screen, within } from '@testing-library/react';
import { CountsChart, countsChartData, type CountsGroup } from './CountsChart';
import { SEVERITY_COLOUR } from './statusColours';

const groups: CountsGroup[] = [
  {
    label: 'Fachebene',
    segments: [
      { key: 1, label: 'ok', value: 3, severity: 'success' },
      { key: 3, label: 'kritisch', value: 1, severity: 'danger' },
    ],
  },
  { label: 'Applikationsebene', segments: [{ key: 3, label: 'kritisch', value: 2, severity: 'danger' }] },
];

describe('CountsChart', () => {
  it('stacks one dataset per series across the groups, missing counts as 0, in the badge colours', () => {
    expect(countsChartData(groups)).toEqual({
      labels: ['Fachebene', 'Applikationsebene'],
      datasets: [
        { label: 'ok', data: [3, 0], backgroundColor: SEVERITY_COLOUR.success, stack: 'counts' },
        { label: 'kritisch', data: [1, 2], backgroundColor: SEVERITY_COLOUR.danger, stack: 'counts' },
      ],
    });
  });

  it('gives the same figures as a table for assistive technology', () => {
    render(<CountsChart caption="Einträge je Ebene und Status" groupHeader="Ebene" groups={groups} />);
    const table = screen.getByRole('table', { name: 'Einträge je Ebene und Status' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ebene', 'ok', 'kritisch'],
      ['Fachebene', '3', '1'],
      ['Applikationsebene', '0', '2'],
    ]);
  });

  it('draws each group as bars scaled to the largest group, one colour per series', () => {
    render(<CountsChart caption="Einträge je Ebene und Status" groupHeader="Ebene" groups={groups} testId="chart" />);
    const bars = screen.getByTestId('chart').querySelector<HTMLElement>('[data-counts-bars]')!;
    expect(within(bars).getByTitle('ok: 3')).toHaveStyle({ width: '75%', background: SEVERITY_COLOUR.success });
    expect(within(bars).getByTitle('kritisch: 1')).toHaveStyle({ width: '25%' });
    expect(within(bars).getByTitle('kritisch: 2')).toHaveStyle({ width: '50%', background: SEVERITY_COLOUR.danger });
  });
});
