import { anteilErfuellt, AUDIT_STATUS, STANDARD_SCHUTZZIELPAKET, type SummaryRow, type SummaryVariant } from '@vws/shared/contract/audit';

export interface GoalStatusCount {
  ID_Schutzziel: number;
  ID_Status: number;
  Anzahl: number;
}

export interface Goal {
  ID: number;
  Name: string;
  ID_Schutzzielpaket: number;
}

/**
 * One summary row per protection goal (spec §3 "Audit summary row", §5, §9).
 * standard: goals of package 1 only, all statuses counted,
 *   Anteil_erfuellt = erfuellt / (Gesamt − nicht zutreffend).
 * extended: goals of all packages; questions in status 4 are left out entirely (counted as 0),
 *   so Anteil_erfuellt = erfuellt / Gesamt.
 * Anteil_erfuellt is null when its denominator is 0.
 */
export function summaryRows(goals: Goal[], counts: GoalStatusCount[], variant: SummaryVariant): SummaryRow[] {
  const selected = variant === 'standard' ? goals.filter((g) => g.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET) : goals;
  return selected.map((goal) => {
    const byStatus = new Map<number, number>();
    for (const c of counts) {
      if (c.ID_Schutzziel !== goal.ID) continue;
      if (variant === 'extended' && c.ID_Status === AUDIT_STATUS.nichtZutreffend) continue;
      byStatus.set(c.ID_Status, (byStatus.get(c.ID_Status) ?? 0) + Number(c.Anzahl));
    }
    const n = (status: number) => byStatus.get(status) ?? 0;
    const gesamt = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const erfuellt = n(AUDIT_STATUS.erfuellt);
    const nichtZutreffend = n(AUDIT_STATUS.nichtZutreffend);
    return {
      ID: goal.ID,
      Name: goal.Name,
      ID_Schutzzielpaket: goal.ID_Schutzzielpaket,
      Anzahl_Gesamt: gesamt,
      Anzahl_erfuellt: erfuellt,
      Anzahl_fehlt: n(AUDIT_STATUS.fehlt),
      Anzahl_kritisch: n(AUDIT_STATUS.kritisch),
      Anzahl_nicht_zutreffend: nichtZutreffend,
      Anzahl_pruefen: n(AUDIT_STATUS.pruefen),
      Anzahl_unbearbeitet: n(AUDIT_STATUS.unbearbeitet),
      Anteil_erfuellt: anteilErfuellt(gesamt, erfuellt, nichtZutreffend),
    };
  });
}
