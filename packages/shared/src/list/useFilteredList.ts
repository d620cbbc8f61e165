import { useMemo } from 'react';
import type { ListSortOrder } from './listSlice';
import { sortRows, type SortValue } from './sortRows';

export interface ListSort<T> {
  field: string | null;
  order: ListSortOrder;
  /** Custom sort values per sort key (columns whose shown text is not a field of the row). */
  sortValues?: Partial<Record<string, SortValue<T>>>;
  /** Replaces the default natural sort, e.g. to break ties by ID. */
  sort?: (items: readonly T[], field: string | null, order: ListSortOrder) => T[];
}

/** Filtered, then sorted; memoised so typing in the filter does not re-sort unchanged results. */
export function useFilteredList<T, F>(items: readonly T[] | undefined, filter: F, predicate: (filter: F) => (item: T) => boolean, sort: ListSort<T>): T[] {
  const filtered = useMemo(() => (items ?? []).filter(predicate(filter)), [items, filter, predicate]);
  const { field, order, sortValues, sort: customSort } = sort;
  return useMemo(
    () => (customSort ? customSort(filtered, field, order) : sortRows(filtered, field, order, field ? sortValues?.[field] : undefined)),
    [filtered, field, order, sortValues, customSort],
  );
}
