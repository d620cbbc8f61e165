/**
 * The colour scales of spec §4, so every module (and the server's dashboard widgets) colours the
 * same id the same way. Free of React: the server imports them.
 */
import { VVT_STATUS_COLORS } from './vvt-constants';

/** The badge colours (Bootstrap names). */
export type StatusSeverity = 'danger' | 'warning' | 'success' | 'light' | 'info' | 'secondary';

/** Audit question status 1..6: critical, missing, fulfilled, not applicable, to be checked, unprocessed. */
export const AUDIT_STATUS_SEVERITY: Record<number, StatusSeverity> = {
  1: 'danger',
  2: 'warning',
  3: 'success',
  4: 'light',
  5: 'info',
  6: 'secondary',
};

/** VVT status by id 0..5 (the VVT contract's scale, indexable by any number). */
export const VVT_STATUS_SEVERITY: Record<number, StatusSeverity> = VVT_STATUS_COLORS;

/** Contract status of a data transfer by id 0..9. */
export const CONTRACT_STATUS_SEVERITY: Record<number, StatusSeverity> = {
  0: 'info',
  1: 'warning',
  2: 'warning',
  3: 'success',
  4: 'light',
  5: 'info',
  6: 'success',
  7: 'secondary',
  8: 'danger',
  9: 'light',
};

/** Summary columns of the data-transfer report. */
export const CONTRACT_SUMMARY_SEVERITY = {
  verify: 'info',
  critical: 'danger',
  open: 'warning',
  fulfilled: 'success',
  terminated: 'light',
  notRequired: 'secondary',
} as const satisfies Record<string, StatusSeverity>;

/** Audit fulfilled share in percent: up to 40 danger, up to 85 warning, above success (spec §9). */
export function auditPercentageSeverity(percent: number | null | undefined): StatusSeverity {
  if (percent == null || Number.isNaN(percent)) return 'secondary';
  if (percent <= 40) return 'danger';
  if (percent <= 85) return 'warning';
  return 'success';
}

export function severityOf(scale: Record<number, StatusSeverity>, id: number | null | undefined): StatusSeverity {
  return (id != null && scale[id]) || 'secondary';
}
