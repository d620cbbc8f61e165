import type { FindingSeverity, RegisterCompletenessRecord, Severity } from '@vws/shared/contract/vvt';

export { isIncomplete, matchesBefund, summarizeFindings, type BefundSummary } from '@vws/shared/contract/vvt-befund';
import { summarizeFindings, type BefundSummary } from '@vws/shared/contract/vvt-befund';
import { VVT_BEFUND_FILTERS, type VvtBefundFilter } from '@vws/shared/contract/vvt-constants';

/** Record ID → its summary, from GET /vvt/register-completeness. */
export function befundMap(records: readonly RegisterCompletenessRecord[] | undefined): ReadonlyMap<number, BefundSummary> {
  return new Map((records ?? []).map((r) => [r.ID, summarizeFindings(r.findings)]));
}

/** The list's completeness filter: all, incomplete (missing or contradiction), or one of the two. */
export const BEFUND_FILTERS = VVT_BEFUND_FILTERS;
export type BefundFilter = VvtBefundFilter;

export const isBefundFilter = (value: unknown): value is BefundFilter => (BEFUND_FILTERS as readonly unknown[]).includes(value);

/** Contradictions first, then missing items: how the list sorts by completeness. */
export const befundRank = (summary: BefundSummary | undefined): number => (summary ? summary.contradiction * 1000 + summary.missing : -1);

/** The colour of a finding's severity (and of the incomplete marker: red with a contradiction). */
export const FINDING_SEVERITY_COLORS: Record<FindingSeverity, Severity> = { contradiction: 'danger', missing: 'warning', hint: 'info' };
export const befundSeverity = (summary: BefundSummary): Severity => (summary.contradiction > 0 ? 'danger' : 'warning');
