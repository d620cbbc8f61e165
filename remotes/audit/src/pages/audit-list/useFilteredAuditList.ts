import { useMemo } from 'react';
import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import { applyAuditFilter, type AuditFilter } from '../../rules/filter';
import { sortAuditItems } from '../../rules/sort';
import type { SortOrder } from '../../state/auditListSlice';

/** Filtered, then sorted; memoised so typing in the filter does not re-sort unchanged results. */
export function useFilteredAuditList<T extends AuditfrageListItem>(
  items: readonly T[] | undefined,
  filter: AuditFilter,
  sortField: string | null,
  sortOrder: SortOrder,
): T[] {
  const filtered = useMemo(() => applyAuditFilter(items ?? [], filter), [items, filter]);
  return useMemo(() => sortAuditItems(filtered, sortField, sortOrder), [filtered, sortField, sortOrder]);
}
