/** Paths and constants of the audit calls (spec §7, §4, §9). */
export const AUDIT_PATHS = {
  fragen: '/audit/auditfragen',
  frageDetail: '/audit/auditfrage-detail',
  frageRelations: '/audit/auditfragen-frage-relations',
  frageAdd: '/auditedit/auditfrage-add',
  frageUpdate: '/auditedit/auditfrage-update',
  frageDelete: '/auditedit/auditfrage-delete',
  dokument: '/audit/auditfrage-dokument',
  status: '/audit/auditfragen-status',
  themenbloecke: '/audit/auditfragen-themenbloecke',
  schutzziele: '/audit/auditfragen-schutzziele',
  organisationseinheiten: '/audit/auditfragen-organisationseinheiten',
  themenbloeckeEdit: '/auditedit/themenbloecke',
  schutzzieleEdit: '/auditedit/schutzziele',
  organisationseinheitenEdit: '/auditedit/organisationseinheiten',
  summaryTotals: '/audit/auditfragen-summary-report-totals',
  listReport: '/audit/auditfragen-list-report',
  listReportFreitext: '/audit/auditfragen-list-report-update-freitext',
  statusTotals: '/audit/auditfragen-status-totals',
  /** The dashboard widget's content (contract/dashboard-widget). */
  dashboardWidget: '/audit/dashboard-widget',
} as const;

/** Status ids of spec §4. */
export const AUDIT_STATUS = {
  kritisch: 1,
  fehlt: 2,
  erfuellt: 3,
  nichtZutreffend: 4,
  pruefen: 5,
  unbearbeitet: 6,
} as const;
export const AUDIT_STATUS_IDS = [1, 2, 3, 4, 5, 6] as const;
/** New questions start unprocessed with version 1 (spec §9). */
export const NEW_AUDITFRAGE_STATUS = AUDIT_STATUS.unbearbeitet;
export const NEW_AUDITFRAGE_VERSION = 1;
/** Package 1 holds the seven standard protection goals of spec §1; their names are translated. */
export const STANDARD_SCHUTZZIELPAKET = 1;
/** Goals a customer adds themselves belong to this package. */
export const CUSTOM_SCHUTZZIELPAKET = 2;
export const AUDIT_FREITEXT_KEY = 'Audit_Freitext';
export { FREITEXT_MAX_LENGTH } from './common';
/** Largest uploaded document (decoded size). */
export const DOKUMENT_MAX_BYTES = 10 * 1024 * 1024;
