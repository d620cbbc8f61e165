import { z } from 'zod';

/**
 * GET /common/history?entity=&id= (issue 13, item 5): who changed a record when, field by field.
 * The entities a detail page shows; child rows (relations, documents, cube cells, links) are
 * recorded under their parent, so the parent's history lists them with their table.
 */
export const HISTORY_ENTITIES = [
  'audit_question',
  'audit_themenblock',
  'audit_schutzziel',
  'audit_organisationseinheit',
  'vvt_record',
  'data_transfer',
  'data_breach',
  'data_subject_request',
  'master_data',
  'freitext',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** At most this many entries, newest first. */
export const HISTORY_LIMIT = 200;

/** The parameters besides customer_uid (added by the endpoint, common-endpoints.ts). */
export const historyQuerySchema = z.object({
  entity: z.enum(HISTORY_ENTITIES),
  /** The record's ID (a number for records, the key for a free text). */
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_]+$/),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** An old or new value as stored (text, number, yes/no, a list of keys); null = empty. */
export const historyValueSchema = z.unknown();

export const historyChangeSchema = z.object({
  field: z.string(),
  old: historyValueSchema,
  new: historyValueSchema,
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyEntrySchema = z.object({
  ID: z.number().int(),
  action: z.enum(['insert', 'update', 'delete']),
  /** ISO time of the change (the time of its transaction). */
  changedAt: z.string(),
  /** The table the row lives in: the record's own or a child table (e.g. audit_dokumente). */
  table: z.string(),
  userUid: z.string().nullable(),
  /** "Firstname Lastname" of the editor; null for changes without a user (seed, import, system). */
  userName: z.string().nullable(),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** More entries exist than the HISTORY_LIMIT answered. */
  truncated: z.boolean(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
