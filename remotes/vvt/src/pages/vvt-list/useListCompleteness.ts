import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { useVvtRegisterCompletenessQuery } from '../../api';
import { befundMap, isBefundFilter } from '../../rules/completeness';
import type { VvtFilter, VvtListRow, VvtListView } from '../../rules/filter';

/** Completeness checks are read again at most once a minute when a list is entered (links change on the data-transfer side too). */
const COMPLETENESS_MAX_AGE_SECONDS = 60;

/**
 * ?befund=missing|contradiction|incomplete (the dashboard widget's links) sets the list's completeness
 * filter once and leaves the address; the filter then lives in the list state as every other.
 */
export function useBefundFromAddress(onFilterChange: (change: Partial<VvtFilter>) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('befund');
  useEffect(() => {
    if (wanted === null) return;
    if (isBefundFilter(wanted)) onFilterChange({ befund: wanted });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('befund');
        return next;
      },
      { replace: true },
    );
  }, [wanted, onFilterChange, setParams]);
}

/** The list items with their completeness (one register check for the whole list, issue 23). */
export function useListWithBefund(items: readonly VerarbeitungListItem[] | undefined, view: VvtListView) {
  const completeness = useVvtRegisterCompletenessQuery(view.kind === 'level' ? view.ebene : 0, { refetchOnMountOrArgChange: COMPLETENESS_MAX_AGE_SECONDS });
  const befunde = useMemo(() => befundMap(completeness.data?.records), [completeness.data]);
  const rows = useMemo<VvtListRow[] | undefined>(() => items?.map((item) => ({ ...item, befund: befunde.get(item.ID) })), [items, befunde]);
  return { rows, completeness };
}
