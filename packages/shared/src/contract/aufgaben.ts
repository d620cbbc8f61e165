import { z } from 'zod';
import { bilingualSchema } from './dashboard-widget';

/**
 * "Meine Aufgaben" (/aufgaben) and the reminder digest: what is due for the signed-in user across his
 * customers, as the modules declare it (server/src/platform/jobs/due-items.ts). Free of React.
 */
export const aufgabeSchema = z.object({
  customerUid: z.string(),
  customerName: z.string(),
  /** The module's kind, e.g. 'datenweitergaben.wiedervorlage'. */
  kind: z.string(),
  /** What is due, in both languages. */
  label: bilingualSchema,
  /** The record (a recipient's company, a record's name). */
  title: z.string(),
  /** The deadline, YYYY-MM-DD. */
  due: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The deadline has passed. */
  overdue: z.boolean(),
  /** The record's route (parameters filled) and its query; the client adds the customer's cuid. */
  route: z.string(),
  query: z.record(z.string(), z.string()),
});

/** GET /common/aufgaben: overdue first, then by deadline. */
export const aufgabenResponseSchema = z.object({ aufgaben: z.array(aufgabeSchema) });

export const REMINDER_MODES = ['daily', 'immediate', 'off'] as const;
export const reminderModeSchema = z.enum(REMINDER_MODES);

/** The user's reminder e-mails: a daily digest (default), at once when something becomes due, or none; and their language. */
export const reminderSettingsSchema = z.object({ mode: reminderModeSchema, language: z.enum(['de', 'en']) });

export type Aufgabe = z.infer<typeof aufgabeSchema>;
export type AufgabenResponse = z.infer<typeof aufgabenResponseSchema>;
export type ReminderMode = z.infer<typeof reminderModeSchema>;
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
