import { z } from 'zod';
import { dbId, dbInt } from './text';

/**
 * Duplicating a record and changing several at once (issue 24 "fewer clicks"), shared by the
 * modules whose lists offer it. A bulk change names each selected row with the Version it was read
 * at: one stale row refuses the whole batch (409 itemHasBeenChanged with `conflicts`, the rows by
 * ID and label), nothing is stored; otherwise every row is changed in one transaction.
 */
export const bulkRowSchema = z.object({ ID: dbId, Version: dbInt(0) });
export type BulkRow = z.infer<typeof bulkRowSchema>;
export const BULK_MAX_ROWS = 1000;
export const bulkRowsSchema = z.array(bulkRowSchema).min(1, 'required').max(BULK_MAX_ROWS, 'tooMany');

/** The answer: each row's new Version, and the write-protected fields kept as stored (as a single save). */
export const bulkResponseSchema = z.object({
  rows: z.array(bulkRowSchema),
  keptWriteProtectedFields: z.array(z.string()),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/** A row of a refused batch (the 409's `conflicts`, the 403's `refused`). */
export interface BulkConflict {
  ID: number;
  label: string;
}
