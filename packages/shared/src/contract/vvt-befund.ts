import type { FindingSeverity } from './vvt-register';
import type { VvtBefundFilter } from './vvt-constants';

/**
 * How the list reads the register check (issue 23), shared by the list screen and the server that
 * pages it (issue 28). No zod here: the remote imports it.
 */
export type BefundSummary = Record<FindingSeverity, number>;

export function summarizeFindings(findings: readonly { severity: FindingSeverity }[]): BefundSummary {
  const summary: BefundSummary = { missing: 0, contradiction: 0, hint: 0 };
  for (const f of findings) summary[f.severity] += 1;
  return summary;
}

/** Incomplete: something the authority would miss or find contradictory (hints alone do not count). */
export const isIncomplete = (summary: BefundSummary | undefined): boolean => !!summary && summary.missing + summary.contradiction > 0;

/** Whether a record with this summary passes the filter; a record not checked (yet) passes only "all". */
export function matchesBefund(filter: VvtBefundFilter, summary: BefundSummary | undefined): boolean {
  switch (filter) {
    case '':
      return true;
    case 'incomplete':
      return isIncomplete(summary);
    case 'missing':
      return (summary?.missing ?? 0) > 0;
    case 'contradiction':
      return (summary?.contradiction ?? 0) > 0;
  }
}
