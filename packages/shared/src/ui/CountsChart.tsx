import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import { SEVERITY_COLOUR } from './statusColours';
import type { StatusSeverity } from './StatusBadge';

export interface CountsSegment {
  /** Identifies the series across groups (e.g. a status id). */
  key: string | number;
  label: string;
  value: number;
  severity: StatusSeverity;
}

export interface CountsGroup {
  label: string;
  segments: CountsSegment[];
}

export interface CountsChartProps {
  /** Names the figures: the caption of the text alternative and the chart's label. */
  caption: string;
  groups: CountsGroup[];
  /** Column header of the group labels in the text alternative. */
  groupHeader: string;
  testId?: string;
}

/** chart.js data: one horizontal bar per group, stacked by series in the badge colours. */
export function countsChartData(groups: CountsGroup[]) {
  const series = new Map<string | number, CountsSegment>();
  for (const segment of groups.flatMap((group) => group.segments)) if (!series.has(segment.key)) series.set(segment.key, segment);
  return {
    labels: groups.map((group) => group.label),
    datasets: [...series.values()].map((serie) => ({
      label: serie.label,
      data: groups.map((group) => group.segments.find((segment) => segment.key === serie.key)?.value ?? 0),
      backgroundColor: SEVERITY_COLOUR[serie.severity],
      stack: 'counts',
    })),
  };
}

const OPTIONS = {
  indexAxis: 'y' as const,
  maintainAspectRatio: false,
  animation: false as const,
  scales: { x: { stacked: true, ticks: { precision: 0 } }, y: { stacked: true } },
  plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12 } } },
};

/**
 * Counts of a dashboard widget as a stacked bar chart (e.g. records per level and status). The
 * canvas is hidden from assistive technology; the same figures follow in a visually hidden table.
 */
export function CountsChart({ caption, groups, groupHeader, testId }: CountsChartProps) {
  const data = useMemo(() => countsChartData(groups), [groups]);
  // Room for the bars plus the legend's rows (about two entries a row in a narrow widget).
  const height = 2 + groups.length * 2.2 + Math.ceil(data.datasets.length / 2) * 1.4;
  return (
    <figure className="m-0" data-testid={testId}>
      <div style={{ height: `${height}rem` }} aria-hidden="true">
        <Chart type="bar" data={data} options={OPTIONS} style={{ height: '100%' }} />
      </div>
      {/* Hidden in a box of its own: a table ignores the 1 px width of p-hidden-accessible and widened the page. */}
      <div className="p-hidden-accessible">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{groupHeader}</th>
              {data.datasets.map((dataset) => (
                <th scope="col" key={dataset.label}>
                  {dataset.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group, row) => (
              <tr key={group.label}>
                <th scope="row">{group.label}</th>
                {data.datasets.map((dataset) => (
                  <td key={dataset.label}>{dataset.data[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
