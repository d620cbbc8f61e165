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

/** Chart colours matching the badge severities (the portal's accessible theme, shell/src/app/theme.css). */
export const SEVERITY_COLOR: Record<BadgeSeverity, string> = {
  danger: '#b91c1c',
  warning: '#c2410c',
  success: '#15803d',
  light: '#cbd5e1',
  info: '#0369a1',
  secondary: '#64748b',
};
