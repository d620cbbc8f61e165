import { useFilteredList, type SortValue } from '@vws/shared/core';
import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import { auditFilterPredicate, type AuditFilter } from '../../rules/filter';
import { sortAuditItems } from '../../rules/sort';
import type { SortOrder } from '../../state/auditListSlice';

/** Filtered, then sorted, through the list kit (memoised: typing in the filter does not re-sort unchanged results). */
export function useFilteredAuditList<T extends AuditfrageListItem>(
  items: readonly T[] | undefined,
  filter: AuditFilter,
  sortField: string | null,
  sortOrder: SortOrder,
  sortValues?: Partial<Record<string, SortValue<T>>>,
): T[] {
  return useFilteredList(items, filter, auditFilterPredicate, {
    field: sortField,
    order: sortOrder,
    sortValues,
    sort: sortValues ? undefined : sortAuditItems,
  });
}
