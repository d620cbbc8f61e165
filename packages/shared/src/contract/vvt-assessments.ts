import { HOURS_PER } from './vvt-constants';

/**
 * The assessment rules of issue 9 (spec §4 "Levels", §9): the DPIA screening of the nine criteria
 * of the EDPB guideline WP248 rev.01, the GDPR's two risk levels, the summary buckets and the BCM
 * downtime in its largest whole unit. Free of React: the server's reports and export use them too.
 */

/** The nine WP248 criteria, in the guideline's order; each is stored as dsfa_k_<key> with a note dsfa_k_<key>_notiz. */
export const DSFA_KRITERIEN = [
  'bewertung',
  'automatisierte_entscheidung',
  'ueberwachung',
  'sensible_daten',
  'umfang',
  'abgleich',
  'schutzbeduerftige',
  'innovative_technologie',
  'rechtehinderung',
] as const;
export type DsfaKriterium = (typeof DSFA_KRITERIEN)[number];
export type DsfaKriteriumField = `dsfa_k_${DsfaKriterium}`;
export type DsfaKriteriumNoteField = `dsfa_k_${DsfaKriterium}_notiz`;
export const kriteriumField = (k: DsfaKriterium): DsfaKriteriumField => `dsfa_k_${k}`;
export const kriteriumNoteField = (k: DsfaKriterium): DsfaKriteriumNoteField => `dsfa_k_${k}_notiz`;

/** Two or more criteria met: a DPIA is in most cases mandatory (spec §4, §9). */
export const DSFA_SCHWELLE = 2;

export function dsfaKriterienAnzahl(record: Partial<Record<DsfaKriteriumField, boolean>>): number {
  return DSFA_KRITERIEN.filter((k) => record[kriteriumField(k)] === true).length;
}

/** 'required' when two or more criteria apply, else 'notRequired' (the DPO may still require one, with a reason). */
export function dsfaEmpfehlung(anzahl: number): 'required' | 'notRequired' {
  return anzahl >= DSFA_SCHWELLE ? 'required' : 'notRequired';
}

/**
 * The GDPR knows only normal and high risk (spec §4): high when the damage potential is high (3)
 * or the SDM cube's highest risk level is high (3); normal when something was assessed; else undefined.
 */
export function dsgvoRisiko(schadenspotenzial: number, maxCubeRisikostufe: number): 'normal' | 'high' | undefined {
  if (schadenspotenzial >= 3 || maxCubeRisikostufe >= 3) return 'high';
  if (schadenspotenzial > 0 || maxCubeRisikostufe > 0) return 'normal';
  return undefined;
}

/** Summary buckets by VVT status id (issue 9): ok 1, needs optimisation 2, critical 3, verify 0 and 4, inactive 5. */
export const VVT_SUMMARY_BUCKETS = [
  { id: 'ok', statuses: [1], severity: 'success' },
  { id: 'optimierung', statuses: [2], severity: 'warning' },
  { id: 'kritisch', statuses: [3], severity: 'danger' },
  { id: 'pruefen', statuses: [0, 4], severity: 'info' },
  { id: 'inaktiv', statuses: [5], severity: 'secondary' },
] as const;
export type VvtSummaryBucket = (typeof VVT_SUMMARY_BUCKETS)[number]['id'];

export function bucketOfStatus(status: number): VvtSummaryBucket {
  return VVT_SUMMARY_BUCKETS.find((b) => (b.statuses as readonly number[]).includes(status))?.id ?? 'pruefen';
}

export type DowntimeUnit = keyof typeof HOURS_PER;
export const DOWNTIME_UNITS: readonly DowntimeUnit[] = ['weeks', 'days', 'hours'];

/** Stored hours in the largest unit that divides them evenly (336 → 2 weeks, 36 → 36 hours); null stays null. */
export function downtimeOf(hours: number | null): { value: number; unit: DowntimeUnit } | null {
  if (hours === null) return null;
  for (const unit of DOWNTIME_UNITS) {
    if (hours > 0 && hours % HOURS_PER[unit] === 0) return { value: hours / HOURS_PER[unit], unit };
  }
  return { value: hours, unit: 'hours' };
}

const UNIT_NAMES: Record<'de' | 'en', Record<DowntimeUnit, [string, string]>> = {
  de: { weeks: ['Woche', 'Wochen'], days: ['Tag', 'Tage'], hours: ['Stunde', 'Stunden'] },
  en: { weeks: ['week', 'weeks'], days: ['day', 'days'], hours: ['hour', 'hours'] },
};

/** "2 Wochen" / "2 weeks" / "" for null: the server's reports and export write it like this. */
export function formatDowntime(hours: number | null, language: 'de' | 'en'): string {
  const d = downtimeOf(hours);
  if (!d) return '';
  const [one, many] = UNIT_NAMES[language][d.unit];
  return `${d.value} ${d.value === 1 ? one : many}`;
}
