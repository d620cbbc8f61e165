import { z } from 'zod';
import { textModelSchema } from './common';

/** Questions, their relations and documents (spec §3 "Audit question"). */
const isoDate = z.string();
const idParam = z.coerce.number().int().positive();
const isUrl = (value: string) => URL.canParse(value);

// ---------- questions ----------

/** The editable fields of a question, as the detail form sends them. */
export const auditfrageFieldsSchema = z.object({
  ID: z.number().int().nonnegative(),
  ID_Paket: z.number().int().default(1),
  Nummer: z.string().max(50, 'maxLength'),
  Version: z.number().int().nonnegative(),
  Sortierung: z.number().int().default(0),
  ID_Themenblock: z.number().int().nonnegative(),
  Fragestellung: z.string().max(4000, 'maxLength'),
  Bemerkung: z.string().max(8000, 'maxLength').default(''),
  Empfehlung: z.string().max(8000, 'maxLength').default(''),
  Ticket_Link: z
    .string()
    .max(1000, 'maxLength')
    .refine((v) => v === '' || isUrl(v), 'invalidUrl')
    .default(''),
  ID_Status: z.number().int().min(1, 'required').max(6),
});
export type AuditfrageFields = z.infer<typeof auditfrageFieldsSchema>;

/** A question as the server answers it (spec §3 "Audit question"). */
export const auditfrageSchema = auditfrageFieldsSchema.extend({
  Erstelldatum: isoDate,
  Bearbeitungsdatum: isoDate,
  Bearbeiter_User_Uid: z.string(),
  Themenblock_Nummer: z.number().int(),
  Themenblock_Name: z.string(),
});
export type Auditfrage = z.infer<typeof auditfrageSchema>;

/** List items also carry the ids of their protection goals and organisation units. */
export const auditfrageListItemSchema = z.object({
  ID: z.number().int(),
  ID_Paket: z.number().int(),
  Nummer: z.string(),
  Version: z.number().int(),
  Sortierung: z.number().int(),
  ID_Themenblock: z.number().int(),
  Themenblock_Nummer: z.number().int(),
  Themenblock_Name: z.string(),
  Fragestellung: z.string(),
  Empfehlung: z.string(),
  ID_Status: z.number().int(),
  Bearbeitungsdatum: isoDate,
  SchutzzieleIDs: z.array(z.number().int()),
  OrganisationseinheitenIDs: z.array(z.number().int()),
});
export type AuditfrageListItem = z.infer<typeof auditfrageListItemSchema>;

// The free-text model is common to the modules (contract/common.ts); audit keeps exporting it.
export { textModelSchema, type TextModel } from './common';

export const auditfragenResponseSchema = z.object({
  auditfragen: z.array(auditfrageListItemSchema),
  textModel: textModelSchema,
});
export type AuditfragenResponse = z.infer<typeof auditfragenResponseSchema>;

export const idFrageQuerySchema = z.object({ id_frage: idParam });
export const auditfrageDetailResponseSchema = z.object({ auditfrage: auditfrageSchema });

// ---------- relations of one question ----------

export const schutzzielZuFrageSchema = z.object({ ID_Schutzziel: z.number().int().positive() });
export const organisationseinheitZuFrageSchema = z.object({
  ID_Organisationseinheit: z.number().int().positive(),
});

/**
 * A document: a Name and either a Link (valid URL) or an uploaded file. Uploads travel as base64
 * inside the question's save call, so a question and its documents are stored in one transaction
 * and one version check. Only the server answers Dateiname/Groesse/hasFile; Inhalt_Base64 is only
 * sent by the client for a new or replaced file.
 */
export const dokumentSchema = z.object({
  ID: z.number().int(),
  Name: z.string().max(300, 'maxLength'),
  Link: z.string().max(2000, 'maxLength').default(''),
  Dateiname: z.string().max(300).default(''),
  Mimetype: z.string().max(200).default(''),
  Groesse: z.number().int().nonnegative().default(0),
  hasFile: z.boolean().default(false),
  IsModified: z.boolean().default(false),
  IsDeleted: z.boolean().default(false),
  Inhalt_Base64: z.base64('invalidBase64').optional(),
});
export type Dokument = z.infer<typeof dokumentSchema>;

export const auditfrageRelationsResponseSchema = z.object({
  schutzzieleZuFrage: z.array(schutzzielZuFrageSchema),
  organisationseinheitenZuFrage: z.array(organisationseinheitZuFrageSchema),
  dokumenteZuFrage: z.array(dokumentSchema),
});
export type AuditfrageRelations = z.infer<typeof auditfrageRelationsResponseSchema>;

/** POST /auditedit/auditfrage-add */
export const auditfrageAddBodySchema = z.object({
  auditfrage: auditfrageFieldsSchema,
  schutzzieleZuFrage: z.array(schutzzielZuFrageSchema).default([]),
  organisationseinheitenZuFrage: z.array(organisationseinheitZuFrageSchema).default([]),
  dokumenteZuFrage: z.array(dokumentSchema).default([]),
});
export type AuditfrageAddBody = z.input<typeof auditfrageAddBodySchema>;
export const auditfrageAddResponseSchema = z.object({ newAuditfrageId: z.number().int() });

/** PUT /auditedit/auditfrage-update: a stale Version answers 409 unless forceUpdate. */
export const auditfrageUpdateBodySchema = auditfrageAddBodySchema.extend({
  forceUpdate: z.boolean().default(false),
});
export type AuditfrageUpdateBody = z.input<typeof auditfrageUpdateBodySchema>;
export const auditfrageUpdateResponseSchema = z.object({
  itemHasBeenChanged: z.boolean(),
  /** The version the question has after the save. */
  Version: z.number().int(),
});

/** DELETE /auditedit/auditfrage-delete */
export const auditfrageDeleteBodySchema = z.object({ IdFrage: z.number().int().positive() });
export const auditfrageDeleteResponseSchema = z.object({ ok: z.literal(true) });

export const dokumentQuerySchema = z.object({ id_dokument: idParam });
