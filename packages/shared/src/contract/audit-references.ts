import { z } from 'zod';

// ---------- reference lists ----------

export const statusSchema = z.object({ ID: z.number().int(), Name: z.string() });
export const themenblockSchema = z.object({ ID: z.number().int(), Name: z.string() });
export const schutzzielSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  ID_Schutzzielpaket: z.number().int(),
});
export const organisationseinheitSchema = z.object({ ID: z.number().int(), Name: z.string() });
export type AuditStatus = z.infer<typeof statusSchema>;
export type Themenblock = z.infer<typeof themenblockSchema>;
export type Schutzziel = z.infer<typeof schutzzielSchema>;
export type Organisationseinheit = z.infer<typeof organisationseinheitSchema>;

export const statusResponseSchema = z.object({ status: z.array(statusSchema) });
export const themenbloeckeResponseSchema = z.object({ themenbloecke: z.array(themenblockSchema) });
export const schutzzieleResponseSchema = z.object({ schutzziele: z.array(schutzzielSchema) });
export const organisationseinheitenResponseSchema = z.object({
  organisationseinheiten: z.array(organisationseinheitSchema),
});

/**
 * An entry of an editable reference list. New entries carry an ID of 0 or below (a temporary
 * client id); only entries with isModified or isDeleted are sent.
 */
export const referenceEditEntrySchema = z.object({
  ID: z.number().int(),
  Name: z.string().trim().max(300, 'maxLength'),
  isModified: z.boolean().default(false),
  isDeleted: z.boolean().default(false),
});
export type ReferenceEditEntry = z.infer<typeof referenceEditEntrySchema>;

export const themenbloeckeEditBodySchema = z.object({ themenbloecke: z.array(referenceEditEntrySchema) });
export const schutzzieleEditBodySchema = z.object({ schutzziele: z.array(referenceEditEntrySchema) });
export const organisationseinheitenEditBodySchema = z.object({
  organisationseinheiten: z.array(referenceEditEntrySchema),
});
