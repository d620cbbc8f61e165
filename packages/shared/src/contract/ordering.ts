import { z } from 'zod';

/**
 * Server-owned ordering (hardening issue, "Sortierung"): a sort order stays far below the column's
 * range (PostgreSQL integer), so max + step can never overflow, and a new entry goes after the last.
 */
export const SORTIERUNG_MAX = 1_000_000_000;
/** Gap between the sort orders the server gives new entries, so others fit in between. */
export const SORTIERUNG_STEP = 10;

/** A sort order a caller may send: 0 to SORTIERUNG_MAX. */
export function sortierung() {
  return z.number().int().min(0).max(SORTIERUNG_MAX);
}

/** The sort order after the highest one stored: max + step, never beyond SORTIERUNG_MAX (ties go by ID). */
export function nextSortierung(max: number | null | undefined): number {
  return Math.min(Math.max(0, max ?? 0) + SORTIERUNG_STEP, SORTIERUNG_MAX);
}
