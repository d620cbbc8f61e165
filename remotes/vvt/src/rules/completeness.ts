import type { Finding, FindingSeverity, RegisterCompletenessRecord, Severity } from '@vws/shared/contract/vvt';

/** How many findings of each severity a record has (issue 23's register check). */
export type BefundSummary = Record<FindingSeverity, number>;

export function summarizeFindings(findings: readonly Finding[]): BefundSummary {
  const summary: BefundSummary = { missing: 0, contradiction: 0, hint: 0 };
  for (const f of findings) summary[f.severity] += 1;
  return summary;
}

/** Record ID → its summary, from GET /vvt/register-completeness. */
export function befundMap(records: readonly RegisterCompletenessRecord[] | undefined): ReadonlyMap<number, BefundSummary> {
  return new Map((records ?? []).map((r) => [r.ID, summarizeFindings(r.findings)]));
}

/** Incomplete: something the authority would miss or find contradictory (hints alone do not count). */
export const isIncomplete = (summary: BefundSummary | undefined): boolean => !!summary && summary.missing + summary.contradiction > 0;

/** The list's completeness filter: all, incomplete (missing or contradiction), or one of the two. */
export const BEFUND_FILTERS = ['', 'incomplete', 'missing', 'contradiction'] as const;
export type BefundFilter = (typeof BEFUND_FILTERS)[number];

export const isBefundFilter = (value: unknown): value is BefundFilter => (BEFUND_FILTERS as readonly unknown[]).includes(value);

/** Whether a record with this summary passes the filter; a record not checked (yet) passes only "all". */
export function matchesBefund(filter: BefundFilter, summary: BefundSummary | undefined): boolean {
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

/** Contradictions first, then missing items: how the list sorts by completeness. */
export const befundRank = (summary: BefundSummary | undefined): number => (summary ? summary.contradiction * 1000 + summary.missing : -1);

/** The colour of a finding's severity (and of the incomplete marker: red with a contradiction). */
export const FINDING_SEVERITY_COLORS: Record<FindingSeverity, Severity> = { contradiction: 'danger', missing: 'warning', hint: 'info' };
export const befundSeverity = (summary: BefundSummary): Severity => (summary.contradiction > 0 ? 'danger' : 'warning');
