/** Table behaviour of spec §2: sorting cycles none → ascending → descending → none; pages clamp. */

export type SortOrder = 'none' | 'asc' | 'desc';

export function nextSortOrder(order: SortOrder): SortOrder {
  if (order === 'none') return 'asc';
  if (order === 'asc') return 'desc';
  return 'none';
}

/** PrimeReact DataTable's sortOrder (1, -1, 0; use it with removableSort for the three-step cycle). */
export function toPrimeSortOrder(order: SortOrder): 1 | -1 | 0 {
  return order === 'asc' ? 1 : order === 'desc' ? -1 : 0;
}

export function fromPrimeSortOrder(order: number | null | undefined): SortOrder {
  return order === 1 ? 'asc' : order === -1 ? 'desc' : 'none';
}

/** If the current page exceeds the total pages it resets to 1 (also for page < 1). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page) || page < 1 || page > Math.max(totalPages, 1)) return 1;
  return Math.floor(page);
}

/** Number of pages for a row count and page size; at least 1. */
export function pageCount(totalRows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRows / Math.max(1, pageSize)));
}
