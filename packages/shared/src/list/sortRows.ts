import type { ListSortOrder } from './listSlice';

// Made on the first sort, not when the module loads: creating a collator costs about 5 ms, in
// the portal's start-up task before any list is sorted.
let collator: Intl.Collator | undefined;
const naturalCollator = (): Intl.Collator => (collator ??= new Intl.Collator('de', { numeric: true, sensitivity: 'base' }));

/** The value a row is sorted by: the field itself, or what a column derives (a custom sort). */
export type SortValue<T> = (row: T) => unknown;

/**
 * Sorts a copy (spec §2 sort cycle). Text sorts naturally, so '1.10' comes after '1.9'; numbers
 * by value. Order 0 keeps the given order; ties keep it too (Array.prototype.sort is stable).
 */
export function sortRows<T>(items: readonly T[], field: string | null, order: ListSortOrder, sortValue?: SortValue<T>): T[] {
  if (!field || order === 0) return [...items];
  const value = sortValue ?? ((row: T) => (row as Record<string, unknown>)[field]);
  const compareText = naturalCollator().compare;
  return [...items].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const result = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x ?? ''), String(y ?? ''));
    return result * order;
  });
}
