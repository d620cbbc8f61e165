import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@vws/shared/core';
import type { VvtFilter } from '../../rules/filter';
import { filterChanged, filterReset } from '../../state/vvtListSlice';
import { useBefundFromAddress } from './useBefundFromAddress';
import type { ShownRow } from './useVvtListColumns';

/**
 * The VVT list's handlers: the filter's change (also from the address's finding) and reset, and
 * opening a record after a snapshot of the matching ones (previous/next on the detail). Stable, so
 * that the memoised filter and table skip the page's renders that change neither.
 */
export function useListHandlers(takeSnapshot: () => void, detailLink: (row: ShownRow) => string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onFilterChange = useCallback((change: Partial<VvtFilter>) => dispatch(filterChanged(change)), [dispatch]);
  useBefundFromAddress(onFilterChange);
  const onReset = useCallback(() => dispatch(filterReset()), [dispatch]);
  const open = useCallback(
    (row: ShownRow) => {
      takeSnapshot();
      navigate(detailLink(row));
    },
    [takeSnapshot, navigate, detailLink],
  );
  return { onFilterChange, onReset, open };
}
