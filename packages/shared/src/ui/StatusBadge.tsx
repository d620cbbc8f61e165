import { Tag } from 'primereact/tag';
import type { CSSProperties } from 'react';

import type { StatusSeverity } from '../contract/severity';

export type { StatusSeverity } from '../contract/severity';

/* PrimeReact has no 'light', and the lara theme has no style for 'secondary' (it would show in the
 * primary blue), so both get their own style. */

const LIGHT_STYLE: CSSProperties = {
  background: '#f8f9fa',
  color: '#495057',
  border: '1px solid #dee2e6',
};

const SECONDARY_STYLE: CSSProperties = { background: '#64748b', color: '#ffffff' };

export interface StatusBadgeProps {
  severity: StatusSeverity;
  label: string;
  /** Tooltip, e.g. the full status name when the label is short. */
  title?: string;
  className?: string;
}

export function StatusBadge({ severity, label, title, className }: StatusBadgeProps) {
  const light = severity === 'light';
  return (
    <Tag
      value={label}
      severity={light ? null : severity}
      style={light ? LIGHT_STYLE : severity === 'secondary' ? SECONDARY_STYLE : undefined}
      title={title}
      className={['vws-status-badge', `vws-status-${severity}`, className].filter(Boolean).join(' ')}
      data-severity={severity}
    />
  );
}
