import { bucketOfStatus, SDM_EBENEN, VVT_SUMMARY_BUCKETS, type VvtSummaryBucket, type VvtSummaryTotals } from '@vws/shared/contract/vvt';

export type BucketCounts = Record<VvtSummaryBucket, number> & { total: number };
export interface LevelRow extends BucketCounts {
  ebene: number;
}

const empty = (): BucketCounts => ({ ok: 0, optimierung: 0, kritisch: 0, pruefen: 0, inaktiv: 0, total: 0 });

/** The totals per level and status as the summary's buckets (ok 1, needs optimisation 2, critical 3, verify 0 and 4, inactive 5). */
export function bucketsPerLevel(totals: VvtSummaryTotals['totals']): LevelRow[] {
  return SDM_EBENEN.map((ebene) => {
    const row: LevelRow = { ebene, ...empty() };
    for (const t of totals.filter((x) => x.SDM_Ebene_Nr === ebene)) {
      row[bucketOfStatus(t.ID_Status)] += t.Anzahl;
      row.total += t.Anzahl;
    }
    return row;
  });
}

/** Solid colours of the buckets for the chart (the status colours of spec §4). */
export const BUCKET_COLOR: Record<VvtSummaryBucket, string> = {
  ok: '#22c55e',
  optimierung: '#f59e0b',
  kritisch: '#ef4444',
  pruefen: '#0ea5e9',
  inaktiv: '#94a3b8',
};

/** A stacked horizontal bar per level, one dataset per bucket. */
export function summaryChartData(rows: LevelRow[], levelLabel: (ebene: number) => string, bucketLabel: (bucket: VvtSummaryBucket) => string) {
  return {
    labels: rows.map((r) => levelLabel(r.ebene)),
    datasets: VVT_SUMMARY_BUCKETS.map(({ id }) => ({
      label: bucketLabel(id),
      data: rows.map((r) => r[id]),
      backgroundColor: BUCKET_COLOR[id],
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
