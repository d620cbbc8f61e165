import { z } from 'zod';
import { textModelSchema } from './common';
import { dbId, dbIdParam, queryInt, singleLineText } from './text';
import { prozessschrittSchema, sdmCubeCellSchema, verarbeitungListItemSchema, verarbeitungSchema } from './vvt-records';
import { findingSchema, reviewSchema, verantwortlicherBlockSchema } from './vvt-register';

/**
 * Reports, template import and register export of the VVT (spec §2 "Reports", §3 "Import list
 * item", §7 "VVT" and "Import"; issue 9). The spec shows the paths (VVT_REPORT_PATHS, in
 * vvt-constants so that start-up code needs no schemas) and the keys fullReportType,
 * verarbeitungenIds and importedVerarbeitungenIds; the rest follows their style.
 */

// ---------- list report (and the retention report, which shows its aufbewahrungsfristen) ----------

export const vvtListReportItemSchema = verarbeitungListItemSchema.extend({
  aufbewahrungsfristen: z.string(),
  dsfa_erforderlich: z.boolean().nullable(),
  dsfaKriterienAnzahl: z.number().int(),
});
export type VvtListReportItem = z.infer<typeof vvtListReportItemSchema>;
export const vvtListReportResponseSchema = z.object({ list: z.array(vvtListReportItemSchema), textModel: textModelSchema });
export type VvtListReportResponse = z.infer<typeof vvtListReportResponseSchema>;

// ---------- full report ----------

export const FULL_REPORT_TYPES = ['internal', 'external', 'verarbeitungsphasen'] as const;
export type FullReportType = (typeof FULL_REPORT_TYPES)[number];
/** ?fullReportType, and ?IdVerarbeitung for one record only (the print page /verarbeitung-print). */
export const vvtFullReportQuerySchema = z.object({
  fullReportType: z.enum(FULL_REPORT_TYPES),
  IdVerarbeitung: dbIdParam.optional(),
  /** Only this level; 0 = all. Default: the external report (the Art. 30(1) register) level 1, the others all. */
  SDM_Ebene_Nr: queryInt(0, 3).optional(),
  /** Only this group (exact). */
  Gruppe: singleLineText(200).optional(),
  /** Only these statuses, comma-separated ids (e.g. "0,1,2,3,4"). */
  ID_Status: z
    .string()
    .max(20)
    .regex(/^[0-5](,[0-5])*$/, 'invalidStatus')
    .optional(),
});
export type VvtFullReportQuery = z.input<typeof vvtFullReportQuerySchema>;
/** The level the report lists when the query names none (0 = all). */
export const defaultReportLevel = (type: FullReportType): number => (type === 'external' ? 1 : 0);

/**
 * The fields of the external report (spec §3): transfers (the three switches), retention periods,
 * security measures and the DSFA reasoning; plus what names the record and, as the Art. 30(1)
 * register of issue 23, purposes, legal basis, categories of data subjects and data, joint controllers. The recipients come with
 * the record as `empfaenger` (its linked data transfers).
 */
export const EXTERNAL_REPORT_FIELDS = [
  'ID',
  'SDM_Ebene_Nr',
  'ID_Status',
  'Gruppe',
  'Nummer',
  'Name',
  // Art. 30(1) GDPR (issue 23): purposes, legal basis, categories, joint controllers
  'Zweck',
  'rechtsgrundlage',
  'ist_berechtigtes_interesse',
  'personengruppen',
  'datenkategorien',
  'joint_control',
  'joint_control_partner',
  'datenweitergabe_intern',
  'datenweitergabe_extern',
  'datenweitergabe_ausserhalb_eu',
  'aufbewahrungsfristen',
  'datensicherheit_tom',
  'dsfa_erforderlich',
  'dsfa_systematische_beschreibung',
  'dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit',
  'dsfa_ergebnis',
] as const;
/** What the processing-phases report shows of a record besides its steps and cells. */
export const PHASES_REPORT_FIELDS = ['ID', 'SDM_Ebene_Nr', 'Gruppe', 'Nummer', 'Name', 'ID_Status'] as const;

const reportRelationSchema = z.object({ ID: z.number().int(), SDM_Ebene_Nr: z.number().int(), Nummer: z.string(), Name: z.string() });
/** A recipient of the record: one of its linked data transfers (spec §3 "Data transfer"). */
export const vvtReportRecipientSchema = z.object({
  ID_Datenweitergabe: z.number().int(),
  Firma_Empfaenger: z.string(),
  Land: z.string(),
  /** ISO 3166-1 alpha-2 of the country catalogue; null for a country entered as text only. */
  Land_Code: z.string().nullable(),
  Gruppe: z.string(),
  isDatenweitergabe_ausserhalb_EU: z.boolean(),
  /** The safeguard of a transfer to a third country (rechtsgrundlagenDrittland: 1 adequacy, 2 SCC, 3 BCR, 4 Art. 49). */
  ID_Rechtsgrundlage_ausserhalb_EU: z.number().int().nullable(),
});
export type VvtReportRecipient = z.infer<typeof vvtReportRecipientSchema>;
/**
 * One record of a full report: the fields of its type; internal and phases add cube and steps,
 * internal the relations; internal and external the recipients (`empfaenger`), which are left out
 * for a caller who may not see data transfers.
 */
export const vvtFullReportRecordSchema = z.object({
  verarbeitung: verarbeitungSchema.partial().extend({ ID: z.number().int(), SDM_Ebene_Nr: z.number().int(), Nummer: z.string(), Name: z.string() }),
  sdmCube: z.array(sdmCubeCellSchema.omit({ IsModified: true, SDM_Cube_Schutzziel_Name: true })).optional(),
  prozessschritte: z.array(prozessschrittSchema.omit({ IsModified: true })).optional(),
  parents: z.array(reportRelationSchema).optional(),
  children: z.array(reportRelationSchema).optional(),
  empfaenger: z.array(vvtReportRecipientSchema).optional(),
  dsfaKriterienAnzahl: z.number().int(),
  maxRisikostufe: z.number().int(),
  /** External: the measures the SDM cube names, per protection goal (the general TOM description, Art. 30(1)(g)). */
  massnahmen: z.array(z.object({ ID_SDM_Cube_Schutzziel: z.number().int(), Massnahmen: z.array(z.string()) })).optional(),
  /** External and internal: the completeness findings (a record with contradictions is marked, never printed silently). */
  findings: z.array(findingSchema).optional(),
  /** External and internal: the DPO's review ("geprüft am … von …"). */
  review: reviewSchema.optional(),
});
export type VvtFullReportRecord = z.infer<typeof vvtFullReportRecordSchema>;
export const vvtFullReportResponseSchema = z.object({
  fullReportType: z.enum(FULL_REPORT_TYPES),
  /** External: the controller block of the Art. 30(1) record (controller, representative, DPO) from the master data. */
  verantwortlicher: verantwortlicherBlockSchema.optional(),
  verarbeitungen: z.array(vvtFullReportRecordSchema),
});
export type VvtFullReportResponse = z.infer<typeof vvtFullReportResponseSchema>;

// ---------- register export ----------

export const vvtRegisterExportQuerySchema = z.object({ language: z.enum(['de', 'en']).default('de') });

// ---------- template import ----------

/** spec §3 "Import list item". */
export const vvtImportListItemSchema = z.object({
  ID: z.number().int(),
  SDM_Ebene_Nr: z.number().int(),
  SDM_Ebene_Name: z.string(),
  Gruppe: z.string(),
  Nummer: z.string(),
  Name: z.string(),
  Zweck: z.string(),
  /** The current customer has a record with this Nummer at this level already: importing it would fail. */
  alreadyPresent: z.boolean(),
});
export type VvtImportListItem = z.infer<typeof vvtImportListItemSchema>;
export const vvtImportListResponseSchema = z.object({ verarbeitungen: z.array(vvtImportListItemSchema) });
export type VvtImportListResponse = z.infer<typeof vvtImportListResponseSchema>;

/** POST /meta-admin/vvt-import: ids of the demo source's records (at most 1000 at once). */
export const VVT_IMPORT_MAX = 1000;
export const vvtImportBodySchema = z.object({
  verarbeitungenIds: z.array(dbId).min(1, 'required').max(VVT_IMPORT_MAX, 'tooMany'),
});
export type VvtImportBody = z.infer<typeof vvtImportBodySchema>;
/** The template ids imported, and those refused (unknown, or Nummer already at that level in the customer). */
export const vvtImportResponseSchema = z.object({
  importedVerarbeitungenIds: z.array(z.number().int()),
  failedVerarbeitungenIds: z.array(z.number().int()),
  /** Of the failed ones, those whose Nummer the customer has at that level already ("bereits vorhanden"). */
  alreadyPresentVerarbeitungenIds: z.array(z.number().int()),
});
export type VvtImportResponse = z.infer<typeof vvtImportResponseSchema>;
