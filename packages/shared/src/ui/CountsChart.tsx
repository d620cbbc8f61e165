import { useMemo } from 'react';
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

/** The series across the groups: one dataset per series, missing counts as 0, in the badge colours. */
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

/**
 * Counts of a dashboard widget as stacked horizontal bars (e.g. records per level and status),
 * drawn with HTML and CSS: the dashboard's first paint needs no chart library (chart.js is 67 kB
 * gzip). Bars are scaled to the largest group. The bars are hidden from assistive technology; the
 * same figures follow in a visually hidden table.
 */
export function CountsChart({ caption, groups, groupHeader, testId }: CountsChartProps) {
  const data = useMemo(() => countsChartData(groups), [groups]);
  const totals = groups.map((_, row) => data.datasets.reduce((sum, dataset) => sum + (dataset.data[row] ?? 0), 0));
  const largest = Math.max(1, ...totals);
  return (
    <figure className="m-0" data-testid={testId}>
      <div aria-hidden="true" data-counts-bars="">
        <div className="flex flex-column gap-2">
          {groups.map((group, row) => (
            <div key={group.label} className="flex align-items-center gap-2 text-sm">
              <span className="w-6rem flex-shrink-0 overflow-hidden text-overflow-ellipsis white-space-nowrap" title={group.label}>
                {group.label}
              </span>
              <span className="flex flex-1 h-1rem border-round overflow-hidden surface-100">
                {data.datasets.map((dataset) =>
                  dataset.data[row] ? (
                    <span
                      key={dataset.label}
                      title={`${dataset.label}: ${dataset.data[row]}`}
                      style={{ width: `${(100 * dataset.data[row]!) / largest}%`, background: dataset.backgroundColor }}
                    />
                  ) : null,
                )}
              </span>
              <span className="w-2rem text-right">{totals[row]}</span>
            </div>
          ))}
        </div>
        <ul className="list-none p-0 mt-2 mb-0 flex flex-wrap gap-3 text-sm">
          {data.datasets.map((dataset) => (
            <li key={dataset.label} className="flex align-items-center gap-1">
              <span className="inline-block w-1rem h-1rem border-round-sm" style={{ background: dataset.backgroundColor }} />
              {dataset.label}
            </li>
          ))}
        </ul>
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
