import { AUDIT_STATUS_SEVERITY, auditPercentageSeverity, severityOf, type StatusSeverity } from '@vws/shared';

export type BadgeSeverity = StatusSeverity;

/** Spec §4: colour of an audit question status. */
export function statusSeverity(status: number): BadgeSeverity {
  return severityOf(AUDIT_STATUS_SEVERITY, status);
}

/** Spec §9: fulfilled share up to 40 danger, up to 85 warning, above that success. */
export function percentSeverity(percent: number | null | undefined): BadgeSeverity {
  return auditPercentageSeverity(percent);
}

/** Chart colours matching the badge severities (PrimeReact lara theme). */
export const SEVERITY_COLOR: Record<BadgeSeverity, string> = {
  danger: '#ef4444',
  warning: '#f97316',
  success: '#22c55e',
  light: '#cbd5e1',
  info: '#0ea5e9',
  secondary: '#64748b',
};
