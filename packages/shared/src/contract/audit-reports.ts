import { z } from 'zod';
import { auditfrageListItemSchema, dokumentSchema, textModelSchema, type AuditfrageFields, type Dokument } from './audit-questions';
import type { ReferenceEditEntry } from './audit-references';
import { isBlank } from './text';

// ---------- reports ----------

/**
 * variant=standard: only goals of package 1, every status counted, Anteil_erfuellt =
 * erfuellt / (Gesamt − nicht zutreffend). variant=extended: goals of every package; questions in
 * status 4 (not applicable) are left out, so Anzahl_nicht_zutreffend is 0 and Anteil_erfuellt =
 * erfuellt / Gesamt.
 */
export const SUMMARY_VARIANTS = ['standard', 'extended'] as const;
export type SummaryVariant = (typeof SUMMARY_VARIANTS)[number];
export const summaryQuerySchema = z.object({ variant: z.enum(SUMMARY_VARIANTS).default('standard') });

/** Spec §3 "Audit summary row", one per protection goal (plus its ID for translation). */
export const summaryRowSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  ID_Schutzzielpaket: z.number().int(),
  Anzahl_Gesamt: z.number().int(),
  Anzahl_erfuellt: z.number().int(),
  Anzahl_fehlt: z.number().int(),
  Anzahl_kritisch: z.number().int(),
  Anzahl_nicht_zutreffend: z.number().int(),
  Anzahl_pruefen: z.number().int(),
  Anzahl_unbearbeitet: z.number().int(),
  /** Rounded percentage; null when no question counts (spec §5: undefined). */
  Anteil_erfuellt: z.number().int().nullable(),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;
export const summaryTotalsResponseSchema = z.object({ totals: z.array(summaryRowSchema) });

/** The list report prints the same rows as the list plus remark fields. */
export const listReportItemSchema = auditfrageListItemSchema.extend({ Bemerkung: z.string() });
export type ListReportItem = z.infer<typeof listReportItemSchema>;
export const listReportResponseSchema = z.object({
  list: z.array(listReportItemSchema),
  textModel: textModelSchema,
});

export { freitextBodySchema, freitextResponseSchema } from './common';

// ---------- rules shared by form and server ----------

export interface FieldError {
  path: string;
  message: string;
}

/**
 * Spec §5: a question may be saved only if Nummer is not empty, ID_Themenblock is not 0 and
 * Fragestellung is not empty.
 */
export function auditfrageSaveErrors(frage: Pick<AuditfrageFields, 'Nummer' | 'ID_Themenblock' | 'Fragestellung'>): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(frage.Nummer)) errors.push({ path: 'auditfrage.Nummer', message: 'required' });
  if (!frage.ID_Themenblock) errors.push({ path: 'auditfrage.ID_Themenblock', message: 'required' });
  if (isBlank(frage.Fragestellung)) errors.push({ path: 'auditfrage.Fragestellung', message: 'required' });
  return errors;
}

/** The first message of a contract field's rule, or undefined when the value passes. */
function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * A document needs a name (not blank, invisible characters count as blank) and either a link or a
 * file. Name and link are checked with the contract's own field rules (dokumentSchema: length, no
 * control characters, http/https/mailto links only), so the form and the server agree.
 */
export function dokumentErrors(dok: Pick<Dokument, 'Name' | 'Link' | 'hasFile' | 'Inhalt_Base64'>, index: number): FieldError[] {
  const at = `dokumenteZuFrage.${index}`;
  const errors: FieldError[] = [];
  const nameError = isBlank(dok.Name) ? 'required' : firstIssue(dokumentSchema.shape.Name, dok.Name);
  if (nameError) errors.push({ path: `${at}.Name`, message: nameError });
  const hasFile = dok.hasFile || (dok.Inhalt_Base64 ?? '') !== '';
  const linkError = firstIssue(dokumentSchema.shape.Link, dok.Link);
  if (linkError) errors.push({ path: `${at}.Link`, message: linkError });
  else if (dok.Link.trim() === '' && !hasFile) errors.push({ path: `${at}.Link`, message: 'linkOrFileRequired' });
  return errors;
}

/** Decoded size of a base64 string without decoding it. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Spec §5: documents to send are the modified ones and the deleted ones that exist (ID > 0). */
export function documentsToSend<T extends Pick<Dokument, 'ID' | 'IsModified' | 'IsDeleted'>>(docs: T[]): T[] {
  return docs.filter((d) => (d.IsDeleted ? d.ID > 0 : d.IsModified));
}

/** Spec §5: reference lists send only modified or deleted entries (new-and-deleted ones never existed). */
export function referenceEntriesToSend<T extends Pick<ReferenceEditEntry, 'ID' | 'isModified' | 'isDeleted'>>(entries: T[]): T[] {
  return entries.filter((e) => (e.isDeleted ? e.ID > 0 : e.isModified));
}

/**
 * Spec §5: percentage fulfilled = fulfilled / (total − not applicable), rounded; undefined (null
 * on the wire) when the denominator is 0.
 */
export function anteilErfuellt(gesamt: number, erfuellt: number, nichtZutreffend: number): number | null {
  const denominator = gesamt - nichtZutreffend;
  if (denominator <= 0) return null;
  return Math.round((erfuellt / denominator) * 100);
}
