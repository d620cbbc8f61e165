import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isBefundFilter } from '../../rules/completeness';
import type { VvtFilter } from '../../rules/filter';

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
