import { vertragsstatusGroupOf, VERTRAGSSTATUS_GROUPS, type DwSummaryRow } from '@vws/shared/contract/datenweitergaben';

/** The summary rows (one per group of transfers, spec §4 status groups) of the rows shown. */
export function summaryOf(rows: readonly { Gruppe: string; ID_Vertragsstatus: number }[]): DwSummaryRow[] {
  const byGroup = new Map<string, DwSummaryRow>();
  for (const row of rows) {
    const entry = byGroup.get(row.Gruppe) ?? {
      Gruppe: row.Gruppe,
      Anzahl_Gesamt: 0,
      verify: 0,
      critical: 0,
      open: 0,
      fulfilled: 0,
      terminated: 0,
      notRequired: 0,
    };
    entry.Anzahl_Gesamt += 1;
    const group = vertragsstatusGroupOf(row.ID_Vertragsstatus);
    if (group) entry[group] += 1;
    byGroup.set(row.Gruppe, entry);
  }
  return [...byGroup.values()].sort((a, b) => a.Gruppe.localeCompare(b.Gruppe, 'de'));
}

/** The sum of the summary rows. */
export function totalOf(rows: readonly DwSummaryRow[]): DwSummaryRow {
  const total: DwSummaryRow = { Gruppe: '', Anzahl_Gesamt: 0, verify: 0, critical: 0, open: 0, fulfilled: 0, terminated: 0, notRequired: 0 };
  for (const row of rows) {
    total.Anzahl_Gesamt += row.Anzahl_Gesamt;
    for (const group of VERTRAGSSTATUS_GROUPS) total[group] += row[group];
  }
  return total;
}
