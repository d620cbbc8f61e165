import { z } from 'zod';
import { textModelSchema } from './common';
import { sortierung } from './ordering';
import { dbId, dbIdParam, dbInt, multiLineText, requiredMultiLineText, requiredText, safeLink, singleLineText } from './text';

/** Questions, their relations and documents (spec §3 "Audit question"). */
const isoDate = z.string();
const idParam = dbIdParam;

/** Most documents one question carries; a save with more is refused. */
export const DOKUMENTE_MAX = 50;
/** Base64 of the largest document (10 MB decoded). */
const BASE64_MAX = Math.ceil((10 * 1024 * 1024) / 3) * 4;

// ---------- questions ----------

/** The editable fields of a question, as the detail form sends them. */
export const auditfrageFieldsSchema = z.object({
  ID: dbInt(0),
  /** Owned by the server (the package of new questions); a value sent is ignored. */
  ID_Paket: dbInt().default(1),
  Nummer: requiredText(50),
  Version: dbInt(0),
  /** Optional: empty keeps a question's place (a new one goes last). */
  Sortierung: sortierung().nullable().optional(),
  ID_Themenblock: dbInt(0),
  Fragestellung: requiredMultiLineText(4000),
  Bemerkung: multiLineText(8000).default(''),
  Empfehlung: multiLineText(8000).default(''),
  Ticket_Link: safeLink(1000).default(''),
  ID_Status: z.number().int().min(1, 'required').max(6),
});
export type AuditfrageFields = z.infer<typeof auditfrageFieldsSchema>;

/** A question as the server answers it (spec §3 "Audit question"). */
export const auditfrageSchema = auditfrageFieldsSchema.extend({
  Sortierung: z.number().int(),
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

export const schutzzielZuFrageSchema = z.object({ ID_Schutzziel: dbId });
export const organisationseinheitZuFrageSchema = z.object({
  ID_Organisationseinheit: dbId,
});

/**
 * A document: a Name and either a Link (valid URL) or an uploaded file. Uploads travel as base64
 * inside the question's save call, so a question and its documents are stored in one transaction
 * and one version check. Only the server answers Dateiname/Groesse/hasFile; Inhalt_Base64 is only
 * sent by the client for a new or replaced file.
 */
export const dokumentSchema = z.object({
  ID: dbInt(),
  Name: singleLineText(300),
  Link: safeLink(2000).default(''),
  Dateiname: singleLineText(300).default(''),
  Mimetype: singleLineText(200).default(''),
  Groesse: dbInt(0).default(0),
  hasFile: z.boolean().default(false),
  IsModified: z.boolean().default(false),
  IsDeleted: z.boolean().default(false),
  Inhalt_Base64: z.base64('invalidBase64').max(BASE64_MAX, 'maxLength').optional(),
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
  schutzzieleZuFrage: z.array(schutzzielZuFrageSchema).max(100, 'tooMany').default([]),
  organisationseinheitenZuFrage: z.array(organisationseinheitZuFrageSchema).max(500, 'tooMany').default([]),
  dokumenteZuFrage: z.array(dokumentSchema).max(DOKUMENTE_MAX, 'tooMany').default([]),
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
export const auditfrageDeleteBodySchema = z.object({ IdFrage: dbId });
export const auditfrageDeleteResponseSchema = z.object({ ok: z.literal(true) });

export const dokumentQuerySchema = z.object({ id_dokument: idParam });
