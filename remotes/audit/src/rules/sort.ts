import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import type { SortOrder } from '../state/auditListSlice';

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/**
 * Sorts a copy of the list (spec §2 sort cycle none → ascending → descending). Text sorts
 * naturally, so '1.10' comes after '1.9'. Order 0 keeps the server's order (Sortierung, ID).
 */
export function sortAuditItems<T extends AuditfrageListItem>(items: readonly T[], field: string | null, order: SortOrder): T[] {
  if (!field || order === 0) return [...items];
  const key = field as keyof T;
  return [...items].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const result = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x ?? ''), String(y ?? ''));
    return result * order || a.ID - b.ID;
  });
}
