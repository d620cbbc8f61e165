import { z } from 'zod';
import { dbId, dbIdParam, dbInt } from './text';

/**
 * spec §3 "Data transfer to processing": ID (0 = new), ID_Datenweitergabe, ID_Verarbeitung,
 * Ebene_Nr_Verarbeitung, IsDeleted. Changes are staged on the client (spec §4); only new (ID 0)
 * or deleted rows are sent. The stored level of the record counts, not the one sent.
 */
export const dwMappingSchema = z.object({
  ID: dbInt(0),
  ID_Datenweitergabe: dbId,
  ID_Verarbeitung: dbId,
  Ebene_Nr_Verarbeitung: z.number().int().min(1).max(3),
  IsDeleted: z.boolean().default(false),
});
export type DwMapping = z.infer<typeof dwMappingSchema>;

/** A stored link as GET answers it, with what each side shows of the other. */
export const dwMappingViewSchema = dwMappingSchema.extend({
  Verarbeitung_Nummer: z.string(),
  Verarbeitung_Name: z.string(),
  Firma_Empfaenger: z.string(),
  Gruppe: z.string(),
  ID_Vertragsstatus: z.number().int(),
});
export type DwMappingView = z.infer<typeof dwMappingViewSchema>;

export const dwMappingsResponseSchema = z.object({ mappings: z.array(dwMappingViewSchema) });
export type DwMappingsResponse = z.infer<typeof dwMappingsResponseSchema>;

/** PUT /dwedit/datenweitergabe-verarbeitungen and /vvtedit/verarbeitung-datenweitergaben: the rows of one transfer (or one record). */
export const dwMappingsBodySchema = z.object({ mappings: z.array(dwMappingSchema).max(500, 'tooMany') });
export type DwMappingsBody = z.input<typeof dwMappingsBodySchema>;

export const idVerarbeitungParamSchema = z.object({ IdVerarbeitung: dbIdParam });
