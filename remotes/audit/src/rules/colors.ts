import { AUDIT_STATUS_SEVERITY, auditPercentageSeverity, severityOf, type StatusSeverity } from '@vws/shared/core';

export type BadgeSeverity = StatusSeverity;

/** Spec §4: colour of an audit question status. */
export function statusSeverity(status: number): BadgeSeverity {
  return severityOf(AUDIT_STATUS_SEVERITY, status);
}

/** Spec §9: fulfilled share up to 40 danger, up to 85 warning, above that success. */
export function percentSeverity(percent: number | null | undefined): BadgeSeverity {
  return auditPercentageSeverity(percent);
}
