import { z } from 'zod';
import { dbInt, isBlank, multiLineText, singleLineText } from './text';

/** The error body of every failing call (DESIGN.md §8). */
export const errorSchema = z
  .object({
    error: z.string(),
    message: z.string().optional(),
  })
  .loose();

/** A failing field of a 400: `message` in the caller's language (Accept-Language), `code` its language-independent key (`required`, `tooLong`, …). */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string(), code: z.string().optional() });

export const validationErrorSchema = z.object({
  error: z.literal('validation'),
  message: z.string(),
  fields: z.array(fieldErrorSchema),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** Spec §3 "Free text": one text per module key (Vvt_Freitext, Audit_Freitext, Datenweitergaben_Freitext). */
export const textModelSchema = z.object({
  key: z.string(),
  text: z.string(),
  isModified: z.boolean(),
  Bearbeitungsdatum: z.string().nullable(),
  Bearbeiter_User_Uid: z.string().nullable(),
});
export type TextModel = z.infer<typeof textModelSchema>;

/** Free texts of the reports: at most this many characters. */
export const FREITEXT_MAX_LENGTH = 2000;
/** PUT <module>-report-update-freitext: the new text. */
export const freitextBodySchema = z.object({
  text: multiLineText(FREITEXT_MAX_LENGTH),
});
export const freitextResponseSchema = z.object({ textModel: textModelSchema });

/** GET of a dashboard widget's totals: how many items a module holds per status, counted by the server. */
export const statusTotalSchema = z.object({ ID_Status: z.number().int(), Anzahl: z.number().int() });
export const statusTotalsResponseSchema = z.object({ totals: z.array(statusTotalSchema) });
export type StatusTotal = z.infer<typeof statusTotalSchema>;
export type StatusTotalsResponse = z.infer<typeof statusTotalsResponseSchema>;

/**
 * An entry of an editable reference list. New entries carry an ID of 0 or below (a temporary
 * client id); only entries with isModified or isDeleted are sent.
 */
export const referenceEditEntrySchema = z
  .object({
    ID: dbInt(),
    Name: singleLineText(300),
    isModified: z.boolean().default(false),
    isDeleted: z.boolean().default(false),
  })
  // A name that is saved (modified, not deleted) must say something; invisible characters are blank.
  .superRefine((entry, ctx) => {
    if (entry.isModified && !entry.isDeleted && isBlank(entry.Name)) ctx.addIssue({ code: 'custom', path: ['Name'], message: 'required' });
  });
export type ReferenceEditEntry = z.infer<typeof referenceEditEntrySchema>;

/** ?customer_uid= of every customer call. */
export const customerQuerySchema = z.object({ customer_uid: z.uuid() });

/** GET /common/translations: { de: { <namespace>: { <key>: text } }, en: {...} }. */
export const translationsSchema = z.object({
  de: z.record(z.string(), z.record(z.string(), z.string())),
  en: z.record(z.string(), z.record(z.string(), z.string())),
});

export type ApiError = z.infer<typeof errorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ValidationError = z.infer<typeof validationErrorSchema>;
export type Translations = z.infer<typeof translationsSchema>;

/** GET /health: the API answers and its database too. */
export const healthResponseSchema = z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
