import type { StatusSeverity } from './severity';

/** Paths and constants of the VVT calls (spec §7, §4, §9, §1). Query name of a record: IdVerarbeitung. */
export const VVT_PATHS = {
  verarbeitungen: '/vvt/verarbeitungen',
  nameList: '/vvt/verarbeitungen-name-list',
  /** The groups of the visible records (the full report's group choice). */
  gruppen: '/vvt/verarbeitungen-gruppen',
  referenzen: '/vvt/verarbeitungen-referenzen',
  summaryReport: '/vvt/verarbeitungen-summary-report',
  sdmCubeReport: '/vvt/verarbeitung-sdmcube-report',
  detail: '/vvt/verarbeitung-detail',
  add: '/vvtedit/verarbeitung-add',
  update: '/vvtedit/verarbeitung-update',
  delete: '/vvtedit/verarbeitung-delete',
  relations: '/vvt/verarbeitung-relations',
  relationsEdit: '/vvtedit/verarbeitung-relations',
  zuweisungen: '/vvtedit/verarbeitung-zuweisungen',
  bereitZurPruefung: '/vvtedit/verarbeitung-bereit-zur-pruefung',
  duplicate: '/vvtedit/verarbeitung-duplicate',
  bulk: '/vvtedit/verarbeitungen-bulk',
  /** Issue 23: the completeness checks of one record and of the register, and the DPO's review decision. */
  completeness: '/vvt/verarbeitung-completeness',
  registerCompleteness: '/vvt/register-completeness',
  review: '/vvtedit/verarbeitung-review',
  freitext: '/vvt/vvt-report-update-freitext',
  /** The dashboard widget's content (contract/dashboard-widget). */
  dashboardWidget: '/vvt/dashboard-widget',
} as const;

/** SDM levels (spec §9): 1 Fachebene, 2 Applikationsebene, 3 Infrastrukturebene. */
export const SDM_EBENEN = [1, 2, 3] as const;
export type SdmEbeneNr = (typeof SDM_EBENEN)[number];

/**
 * VVT status ids 0 to 5 (spec §4; names are ours, the spec shows only colours):
 * 0 in progress, 1 ok, 2 needs optimisation, 3 critical, 4 verify, 5 inactive.
 */
export const VVT_STATUS_IDS = [0, 1, 2, 3, 4, 5] as const;
export type VvtStatusId = (typeof VVT_STATUS_IDS)[number];
/** A new record starts at status 0, Version 1. */
export const NEW_VERARBEITUNG_STATUS = 0;
export const NEW_VERARBEITUNG_VERSION = 1;
/** Default status filter: 0 to 4 on, 5 off (spec §4). */
export const VVT_DEFAULT_STATUS_FILTER: readonly VvtStatusId[] = [0, 1, 2, 3, 4];

/** PrimeReact severities (Tag/Badge) of the spec's colour names. */
export type Severity = StatusSeverity;
/** Status colours by id (spec §4): 0 secondary, 1 success, 2 warning, 3 danger, 4 info, 5 light. */
export const VVT_STATUS_COLORS: Record<VvtStatusId, Severity> = {
  0: 'secondary',
  1: 'success',
  2: 'warning',
  3: 'danger',
  4: 'info',
  5: 'light',
};

/** Protection goals 1 to 7 (spec §1) and process steps 1 to 4 of the SDM cube (spec §9). */
export const SDM_SCHUTZZIELE = [1, 2, 3, 4, 5, 6, 7] as const;
export const SDM_PROZESSSCHRITTE = [1, 2, 3, 4] as const;
export const SDM_CUBE_CELL_COUNT = SDM_SCHUTZZIELE.length * SDM_PROZESSSCHRITTE.length;

/** Cube cell status 0 to 5: 0 open, 1 implemented, 2 partly, 3 not implemented, 4 verify, 5 not applicable (VVT colours). */
export const SDM_CUBE_STATUS_IDS = [0, 1, 2, 3, 4, 5] as const;
/** Cube risk levels 0 to 3: 0 not assessed, 1 low, 2 medium, 3 high. */
export const SDM_RISIKOSTUFEN = [0, 1, 2, 3] as const;
export const SDM_RISIKO_COLORS: Record<number, Severity> = { 0: 'secondary', 1: 'success', 2: 'warning', 3: 'danger' };

/** Damage potential 1 low, 2 medium, 3 high (0 = not assessed). */
export const SCHADENSPOTENZIAL_IDS = [0, 1, 2, 3] as const;
export const SCHADENSPOTENZIAL_COLORS: Record<number, Severity> = { 0: 'secondary', 1: 'success', 2: 'warning', 3: 'danger' };

/** Interference intensity (spec §4): 1 low, 2 moderate, 3 high (0 = not assessed). */
export const EINGRIFFSINTENSITAET_IDS = [0, 1, 2, 3] as const;
/** Protection need derived from the interference intensity: normal for low and moderate, high for high. */
export function schutzbedarfOf(eingriffsintensitaet: number): 'normal' | 'high' | undefined {
  if (eingriffsintensitaet === 3) return 'high';
  if (eingriffsintensitaet === 1 || eingriffsintensitaet === 2) return 'normal';
  return undefined;
}

/** BCM criticality 1 non-critical, 2 important, 3 critical, 4 existential threat; restart priority 1 low … 4 very high. */
export const BCM_KRITIKALITAET_IDS = [0, 1, 2, 3, 4] as const;
export const BCM_PRIORITAET_IDS = [0, 1, 2, 3, 4] as const;
export const BCM_SCALE_COLORS: Record<number, Severity> = {
  0: 'secondary',
  1: 'success',
  2: 'info',
  3: 'warning',
  4: 'danger',
};

/**
 * Selectable lists of spec §3, stored by these keys (the client translates them); entries a user
 * adds themselves are stored as their text.
 */
export const PERSONENGRUPPEN = [
  'employees',
  'applicants',
  'customers',
  'serviceProviders',
  'suppliers',
  'salesAgents',
  'visitors',
  'eventParticipants',
  'passersby',
  'patients',
  'subscribers',
  'users',
  'prospects',
  'contacts',
  'retirees',
] as const;
export const DATENKATEGORIEN = [
  'name',
  'jobTitle',
  'address',
  'contact',
  'credit',
  'dateOfBirth',
  'billing',
  'itUsage',
  'qualification',
  'contract',
  'payment',
  'bankDetails',
  'timeRecording',
  'telephoneCalls',
  'videoRecordings',
  'payroll',
  'health',
  'interests',
  'planning',
  'biometric',
  'genetic',
  'tradeUnionMembership',
  'personnelMasterData',
  'socialSecurity',
] as const;
export const SPEICHERORTE = ['lockedCabinet', 'erp', 'crm', 'fileServer', 'cloudStorage', 'localSystem'] as const;

/** Retention suggestions of spec §1 (non-binding): key and the suggested period. */
export const AUFBEWAHRUNGSFRIST_VORSCHLAEGE = [
  { key: 'warnings', years: 3 },
  { key: 'workingTimeRecords', years: 3 },
  { key: 'authorityInquiries', years: 3 },
  { key: 'occupationalSafetyInstructions', years: 1 },
  { key: 'dataSubjectRequests', years: 3 },
  { key: 'applicationData', months: 6 },
  { key: 'purchasingData', years: 6 },
  { key: 'driversLicenseData', years: 3 },
  { key: 'personnelFiles', years: 10 },
  { key: 'travelVouchers', years: 10 },
  { key: 'accidentReports', years: 5 },
] as const;

/** Fields only VWS_VVTProzesse_WriteProtectedFields may change (the DPO's): a save without it keeps the stored values. */
export const WRITE_PROTECTED_FIELDS = ['ID_Status', 'dsfa_erforderlich', 'dsfa_stellungnahme_dsb', 'dsfa_ergebnis', 'bi_ergebnis'] as const;
export type WriteProtectedField = (typeof WRITE_PROTECTED_FIELDS)[number];

export const VVT_FREITEXT_KEY = 'Vvt_Freitext';
/** Hours per unit of the BCM maximum downtime (stored in hours). */
export const HOURS_PER = { weeks: 168, days: 24, hours: 1 } as const;

/** The paths of the reports, the template import and the register export (issue 9). */
export const VVT_REPORT_PATHS = {
  listReport: '/vvt/vvt-list-report',
  fullReport: '/vvt/vvt-report',
  registerExport: '/vvt/vvt-register-export',
  importList: '/meta-admin/vvt-list-import',
  import: '/meta-admin/vvt-import',
} as const;

/**
 * The list screen's sort keys (GET /vvt/verarbeitungen?rows=…, issue 28): its columns, the owner as
 * shown ("name · department"). Constants, not the records module: that would put zod into the remote.
 */
export const VVT_LIST_SORT_KEYS = ['Nummer', 'Gruppe', 'SDM_Ebene_Nr', 'Name', 'Zweck', 'Verantwortlich', 'ID_Status', 'PruefungDSB_angefordert_am'] as const;
export type VvtListSortKey = (typeof VVT_LIST_SORT_KEYS)[number];
/** The largest page the list answers. */
export const VVT_LIST_MAX_ROWS = 100;
/** The list's completeness filter (issue 23): all, incomplete (missing or contradiction), or one of the two. */
export const VVT_BEFUND_FILTERS = ['', 'incomplete', 'missing', 'contradiction'] as const;
export type VvtBefundFilter = (typeof VVT_BEFUND_FILTERS)[number];
