import { z } from 'zod';
import { referenceEditEntrySchema } from './common';

/** Reference lists are short; a save carries at most this many entries. */
export const REFERENCE_EDIT_MAX_ENTRIES = 500;
const entries = z.array(referenceEditEntrySchema).max(REFERENCE_EDIT_MAX_ENTRIES, 'tooMany');

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

// The edit entry is common to every module's reference lists (contract/common.ts).
export { referenceEditEntrySchema, type ReferenceEditEntry } from './common';

export const themenbloeckeEditBodySchema = z.object({ themenbloecke: entries });
export const schutzzieleEditBodySchema = z.object({ schutzziele: entries });
export const organisationseinheitenEditBodySchema = z.object({
  organisationseinheiten: entries,
});
