import type { StatusSeverity } from '../contract/severity';

export * from '../contract/severity';

/** Chart colours of the badge severities (the portal's accessible theme, shell/src/app/theme.css). */
export const SEVERITY_COLOUR: Record<StatusSeverity, string> = {
  danger: '#b91c1c',
  warning: '#c2410c',
  success: '#15803d',
  light: '#cbd5e1',
  info: '#0369a1',
  secondary: '#64748b',
};
