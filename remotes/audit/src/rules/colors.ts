/** Badge severities of the portal (StatusBadge); 'light' is the pale grey of spec §4. */
export type BadgeSeverity = 'danger' | 'warning' | 'success' | 'light' | 'info' | 'secondary';

/** Spec §4: colour of an audit question status. */
export const STATUS_SEVERITY: Record<number, BadgeSeverity> = {
  1: 'danger',
  2: 'warning',
  3: 'success',
  4: 'light',
  5: 'info',
  6: 'secondary',
};

export function statusSeverity(status: number): BadgeSeverity {
  return STATUS_SEVERITY[status] ?? 'secondary';
}

/** Spec §9: fulfilled share up to 40 danger, up to 85 warning, above that success. */
export function percentSeverity(percent: number | null | undefined): BadgeSeverity {
  if (percent == null) return 'secondary';
  if (percent <= 40) return 'danger';
  if (percent <= 85) return 'warning';
  return 'success';
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
