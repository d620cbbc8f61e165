import { z } from 'zod';

/** The error body of every failing call (DESIGN.md §8). */
export const errorSchema = z
  .object({
    error: z.string(),
    message: z.string().optional(),
  })
  .loose();

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const validationErrorSchema = z.object({
  error: z.literal('validation'),
  message: z.string(),
  fields: z.array(fieldErrorSchema),
});

export const okSchema = z.object({ ok: z.literal(true) });

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
