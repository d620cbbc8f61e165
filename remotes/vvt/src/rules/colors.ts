import {
  BCM_SCALE_COLORS,
  SCHADENSPOTENZIAL_COLORS,
  SDM_RISIKO_COLORS,
  VVT_STATUS_COLORS,
  type Severity,
  type VvtStatusId,
} from '@vws/shared/contract/vvt-constants';

const isStatusId = (id: number): id is VvtStatusId => Object.hasOwn(VVT_STATUS_COLORS, id);

/** Spec §4: the colour of a VVT status (and of a cube cell status, which uses the same scale). */
export function statusSeverity(status: number): Severity {
  return isStatusId(status) ? VVT_STATUS_COLORS[status] : 'secondary';
}

export function risikoSeverity(risikostufe: number): Severity {
  return SDM_RISIKO_COLORS[risikostufe] ?? 'secondary';
}

export function schadenspotenzialSeverity(value: number): Severity {
  return SCHADENSPOTENZIAL_COLORS[value] ?? 'secondary';
}

export function bcmSeverity(value: number): Severity {
  return BCM_SCALE_COLORS[value] ?? 'secondary';
}

/** Background and text colours of a severity for the cube grid (the PrimeReact lara palette, WCAG AA contrast). */
export const SEVERITY_STYLE: Record<Severity, { background: string; color: string }> = {
  secondary: { background: '#e2e8f0', color: '#1e293b' },
  success: { background: '#bbf7d0', color: '#14532d' },
  warning: { background: '#fed7aa', color: '#7c2d12' },
  danger: { background: '#fecaca', color: '#7f1d1d' },
  info: { background: '#bae6fd', color: '#0c4a6e' },
  light: { background: '#f8fafc', color: '#334155' },
};
