import { sortRows, type SortValue } from '@vws/shared/core';
import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import type { SortOrder } from '../state/auditListSlice';

/**
 * Sorts a copy of the list (spec §2 sort cycle none → ascending → descending) with the list kit's
 * natural sort, so '1.10' comes after '1.9'; equal values keep the server's order (Sortierung, ID).
 */
export function sortAuditItems<T extends AuditfrageListItem>(items: readonly T[], field: string | null, order: SortOrder, sortValue?: SortValue<T>): T[] {
  return sortRows(items, field, order, sortValue);
}
