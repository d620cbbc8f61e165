/**
 * Paths and fixed values of the data-breach calls (issue 27: Art. 33 and 34 GDPR). Pure data and
 * pure functions (no imports): the remote's manifest reads the path table at build time.
 */
export const VORFAELLE_PATHS = {
  list: '/vorfall/vorfaelle',
  detail: '/vorfall/vorfall-detail',
  add: '/vorfalledit/vorfall-add',
  update: '/vorfalledit/vorfall-update',
  delete: '/vorfalledit/vorfall-delete',
  /** The dashboard widget's content (contract/dashboard-widget). */
  dashboardWidget: '/vorfall/dashboard-widget',
} as const;

/** The routes of the remote (its own table: a shell built before this module knows none of them). */
export const VORFAELLE_ROUTES = {
  list: '/vorfaelle',
  detail: '/vorfall',
  print: '/vorfall-print',
} as const;

/** Art. 33(1): notify the supervisory authority within 72 hours after having become aware of the breach. */
export const MELDEFRIST_STUNDEN = 72;

/** The risk to the rights and freedoms of natural persons (Art. 33(1), 34(1)); null: not assessed yet. */
export const RISIKO_WERTE = ['keinRisiko', 'risiko', 'hohesRisiko'] as const;
export type Risiko = (typeof RISIKO_WERTE)[number];

export const VORFALL_STATUS = ['erfasst', 'inBewertung', 'gemeldet', 'abgeschlossen'] as const;
export type VorfallStatus = (typeof VORFALL_STATUS)[number];
export const NEW_VORFALL_STATUS: VorfallStatus = 'erfasst';

/** The kinds of breach (Art. 4(12)): confidentiality, integrity, availability. */
export const VERLETZUNGSARTEN = ['vertraulichkeit', 'integritaet', 'verfuegbarkeit'] as const;

/** Meldefrist = Kenntnis_am + 72 hours, as an ISO instant in UTC (hours, not calendar days: a DST change does not move it). */
export function meldefristOf(kenntnisAm: string): string {
  return new Date(new Date(kenntnisAm).getTime() + MELDEFRIST_STUNDEN * 3_600_000).toISOString();
}

/** The authority must be notified unless the breach is unlikely to result in a risk (Art. 33(1)); unassessed counts as required. */
export function meldungErforderlich(risiko: Risiko | null): boolean {
  return risiko !== 'keinRisiko';
}

/** The data subjects must be informed when the risk is high (Art. 34(1)). */
export function benachrichtigungErforderlich(risiko: Risiko | null): boolean {
  return risiko === 'hohesRisiko';
}

/** A notification after the Meldefrist is late: it needs the reasons for the delay (Art. 33(1) sentence 2). */
export function meldungVerspaetet(meldungAm: string | null, meldefrist: string): boolean {
  return meldungAm !== null && new Date(meldungAm).getTime() > new Date(meldefrist).getTime();
}
