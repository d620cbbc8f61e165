import { z } from 'zod';
import { zugewiesenerBenutzerSchema } from './vvt-records';

/** Relations between records, assignments, the DPO review flag (spec §3 Mappings, §4). */
const id = z.number().int().nonnegative().max(2147483647);
const positiveId = z.number().int().positive().max(2147483647);

/**
 * spec §3 "Processing to processing": one row per parent -> child relation. ID 0 = new (staged on
 * the client, spec §4); IsDeleted marks a stored row for removal. Only new or deleted rows are sent.
 */
export const verarbeitungRelationSchema = z.object({
  ID: id,
  ID_Verarbeitung_Parent: positiveId,
  ID_Verarbeitung_Child: positiveId,
  Ebene_Nr_Child: z.number().int().min(1).max(3),
  IsDeleted: z.boolean().default(false),
});
export type VerarbeitungRelation = z.infer<typeof verarbeitungRelationSchema>;

/** A stored relation as GET answers it, with the other record's number, name and level to show. */
export const verarbeitungRelationViewSchema = verarbeitungRelationSchema.extend({
  Ebene_Nr_Parent: z.number().int(),
  Nummer: z.string(),
  Name: z.string(),
});
export type VerarbeitungRelationView = z.infer<typeof verarbeitungRelationViewSchema>;

/** A derived relation: a record reached through one in between (level 1 -> 2 -> 3, and back). */
export const indirectRelationSchema = z.object({
  ID_Verarbeitung: z.number().int(),
  SDM_Ebene_Nr: z.number().int(),
  Nummer: z.string(),
  Name: z.string(),
  /** The record in between. */
  Via_ID_Verarbeitung: z.number().int(),
  Via_Nummer: z.string(),
  Via_Name: z.string(),
});
export type IndirectRelation = z.infer<typeof indirectRelationSchema>;

export const verarbeitungRelationsResponseSchema = z.object({
  parents: z.array(verarbeitungRelationViewSchema),
  children: z.array(verarbeitungRelationViewSchema),
  indirect: z.array(indirectRelationSchema),
});
export type VerarbeitungRelations = z.infer<typeof verarbeitungRelationsResponseSchema>;

/** PUT /vvtedit/verarbeitung-relations: each row must have the record of IdVerarbeitung as parent or child. */
export const verarbeitungRelationsBodySchema = z.object({
  IdVerarbeitung: positiveId,
  relations: z.array(verarbeitungRelationSchema).max(500, 'tooMany'),
});
export type VerarbeitungRelationsBody = z.input<typeof verarbeitungRelationsBodySchema>;

/**
 * PUT /vvtedit/verarbeitung-zuweisungen: the complete new set of assignees. Versioned with the
 * record: Version is the record's as read (a stale one answers 409 itemHasBeenChanged, as the
 * record save, unless forceUpdate); the answer carries the record's new Version.
 */
export const verarbeitungZuweisungenBodySchema = z.object({
  IdVerarbeitung: positiveId,
  Version: id,
  forceUpdate: z.boolean().default(false),
  userUids: z.array(z.uuid()).max(200, 'tooMany'),
});
export const verarbeitungZuweisungenResponseSchema = z.object({
  zugewieseneBenutzer: z.array(zugewiesenerBenutzerSchema),
  Version: z.number().int(),
});

/** PUT /vvtedit/verarbeitung-bereit-zur-pruefung: flags a record ready for the DPO's review (or clears it). */
export const verarbeitungBereitBodySchema = z.object({ IdVerarbeitung: positiveId, value: z.boolean() });
export const verarbeitungBereitResponseSchema = z.object({ isBereitZurPruefungDSB: z.boolean() });

// ---------- references and reports ----------

/** A reference entry: Name in the caller's language (Accept-Language), and both languages. */
export const vvtReferenceSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Name_de: z.string(),
  Name_en: z.string(),
});
export type VvtReference = z.infer<typeof vvtReferenceSchema>;

/** GET /vvt/verarbeitungen-referenzen: the nine lists of spec §3 "VVT references". */
export const VVT_REFERENCE_KEYS = [
  'vvt_ebenen',
  'verarbeitungen_status',
  'sdm_cube_status',
  'sdm_cube_risikostufen',
  'vvt_schadenspotenzial',
  'sdm_cube_schutzziele',
  'sdm_cube_prozessschritte',
  'vvt_bcm_kritikalitaeten',
  'vvt_bcm_prioritaeten_wiederanlauf',
] as const;
export type VvtReferenceKey = (typeof VVT_REFERENCE_KEYS)[number];
export const vvtReferencesResponseSchema = z.object(
  Object.fromEntries(VVT_REFERENCE_KEYS.map((key) => [key, z.array(vvtReferenceSchema)])) as Record<VvtReferenceKey, z.ZodArray<typeof vvtReferenceSchema>>,
);
export type VvtReferences = z.infer<typeof vvtReferencesResponseSchema>;

/** GET /vvt/verarbeitung-sdmcube-report: 28 rows, protection goals 1-7 x process steps 1-4 (spec §3). */
export const sdmCubeReportRowSchema = z.object({
  ID_Schutzziel: z.number().int(),
  ID_Prozessschritt: z.number().int(),
  ID_Status: z.number().int(),
  ID_Risikostufe: z.number().int(),
});
export type SdmCubeReportRow = z.infer<typeof sdmCubeReportRowSchema>;
export const sdmCubeReportResponseSchema = z.object({ sdmCubeModel: z.array(sdmCubeReportRowSchema) });

/**
 * GET /vvt/verarbeitungen-summary-report?totals_only=true (the dashboard widget): the records the
 * caller may see per level and status, those pending DPO review and those assigned to the caller.
 */
export const vvtSummaryTotalsQuerySchema = z.object({ totals_only: z.enum(['true', 'false']).default('true') });
export const vvtSummaryTotalSchema = z.object({
  SDM_Ebene_Nr: z.number().int(),
  ID_Status: z.number().int(),
  Anzahl: z.number().int(),
});
export const vvtSummaryTotalsResponseSchema = z.object({
  totals: z.array(vvtSummaryTotalSchema),
  zurPruefungDSB: z.number().int(),
  zugeordnet: z.number().int(),
  /** Level 1 records with a DPIA required (dsfa_erforderlich yes), and those where two or more criteria apply. */
  dsfaErforderlich: z.number().int().default(0),
  dsfaVorgeschlagen: z.number().int().default(0),
});
export type VvtSummaryTotals = z.infer<typeof vvtSummaryTotalsResponseSchema>;
