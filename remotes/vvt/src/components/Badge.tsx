import { Tag } from 'primereact/tag';
import type { Severity } from '@vws/shared/contract/vvt';
import { SEVERITY_STYLE } from '../rules/colors';

/**
 * A status, risk or scale value as a coloured tag (spec §4 colours). Light backgrounds with dark
 * text, so every colour keeps a WCAG AA contrast (white on the theme's green or orange does not).
 */
export function Badge({ severity, label }: { severity: Severity; label: string }) {
  return (
    <Tag
      value={label}
      data-severity={severity}
      className="vvt-badge font-semibold"
      style={{ ...SEVERITY_STYLE[severity], border: '1px solid rgba(15, 23, 42, 0.15)' }}
    />
  );
}
