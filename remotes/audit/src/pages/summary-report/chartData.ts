import { SEVERITY_COLOUR } from '@vws/shared/core';
import type { SummaryRow } from '@vws/shared/contract/audit';
import { statusSeverity } from '../../rules/colors';

/** Count columns of a summary row by status id (spec §3 "Audit summary row"). */
export const COUNT_COLUMNS = [
  { status: 1, field: 'Anzahl_kritisch' },
  { status: 2, field: 'Anzahl_fehlt' },
  { status: 5, field: 'Anzahl_pruefen' },
  { status: 6, field: 'Anzahl_unbearbeitet' },
  { status: 4, field: 'Anzahl_nicht_zutreffend' },
  { status: 3, field: 'Anzahl_erfuellt' },
] as const satisfies readonly { status: number; field: keyof SummaryRow }[];

/** A stacked horizontal bar per protection goal, one dataset per status in the status colours. */
export function summaryChartData(rows: SummaryRow[], goalLabel: (row: SummaryRow) => string, statusLabel: (status: number) => string) {
  return {
    labels: rows.map(goalLabel),
    datasets: COUNT_COLUMNS.map(({ status, field }) => ({
      label: statusLabel(status),
      data: rows.map((r) => r[field]),
      backgroundColor: SEVERITY_COLOUR[statusSeverity(status)],
      stack: 'status',
    })),
  };
}

export const summaryChartOptions = {
  indexAxis: 'y' as const,
  maintainAspectRatio: false,
  animation: false as const,
  scales: { x: { stacked: true, ticks: { precision: 0 } }, y: { stacked: true } },
  plugins: { legend: { position: 'bottom' as const } },
};
