import { z } from 'zod';

/**
 * The audit calls of spec §7 (paths, query names and response keys exactly as the spec names
 * them). Shared by the server (route schemas) and the audit remote (typed endpoints and forms).
 * Timestamps travel as ISO 8601 strings.
 */

export const AUDIT_PATHS = {
  fragen: '/audit/auditfragen',
  frageDetail: '/audit/auditfrage-detail',
  frageRelations: '/audit/auditfragen-frage-relations',
  frageAdd: '/auditedit/auditfrage-add',
  frageUpdate: '/auditedit/auditfrage-update',
  frageDelete: '/auditedit/auditfrage-delete',
  dokument: '/audit/auditfrage-dokument',
  status: '/audit/auditfragen-status',
  themenbloecke: '/audit/auditfragen-themenbloecke',
  schutzziele: '/audit/auditfragen-schutzziele',
  organisationseinheiten: '/audit/auditfragen-organisationseinheiten',
  themenbloeckeEdit: '/auditedit/themenbloecke',
  schutzzieleEdit: '/auditedit/schutzziele',
  organisationseinheitenEdit: '/auditedit/organisationseinheiten',
  summaryTotals: '/audit/auditfragen-summary-report-totals',
  listReport: '/audit/auditfragen-list-report',
  listReportFreitext: '/audit/auditfragen-list-report-update-freitext',
} as const;

/** Status ids of spec §4. */
export const AUDIT_STATUS = {
  kritisch: 1,
  fehlt: 2,
  erfuellt: 3,
  nichtZutreffend: 4,
  pruefen: 5,
  unbearbeitet: 6,
} as const;
export const AUDIT_STATUS_IDS = [1, 2, 3, 4, 5, 6] as const;
/** New questions start unprocessed with version 1 (spec §9). */
export const NEW_AUDITFRAGE_STATUS = AUDIT_STATUS.unbearbeitet;
export const NEW_AUDITFRAGE_VERSION = 1;
/** Package 1 holds the seven standard protection goals of spec §1; their names are translated. */
export const STANDARD_SCHUTZZIELPAKET = 1;
/** Goals a customer adds themselves belong to this package. */
export const CUSTOM_SCHUTZZIELPAKET = 2;
export const AUDIT_FREITEXT_KEY = 'Audit_Freitext';
export const FREITEXT_MAX_LENGTH = 2000;
/** Largest uploaded document (decoded size). */
export const DOKUMENT_MAX_BYTES = 10 * 1024 * 1024;

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

/** Spec §3 "Free text": one text per module key. */
export const textModelSchema = z.object({
  key: z.string(),
  text: z.string(),
  isModified: z.boolean(),
  Bearbeitungsdatum: z.string().nullable(),
  Bearbeiter_User_Uid: z.string().nullable(),
});
export type TextModel = z.infer<typeof textModelSchema>;

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

export const freitextBodySchema = z.object({
  text: z.string().max(FREITEXT_MAX_LENGTH, 'maxLength'),
});
export const freitextResponseSchema = z.object({ textModel: textModelSchema });

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
  if (frage.Nummer.trim() === '') errors.push({ path: 'auditfrage.Nummer', message: 'required' });
  if (!frage.ID_Themenblock) errors.push({ path: 'auditfrage.ID_Themenblock', message: 'required' });
  if (frage.Fragestellung.trim() === '') errors.push({ path: 'auditfrage.Fragestellung', message: 'required' });
  return errors;
}

/** A document needs a name and either a valid link or a file. */
export function dokumentErrors(dok: Pick<Dokument, 'Name' | 'Link' | 'hasFile' | 'Inhalt_Base64'>, index: number): FieldError[] {
  const at = `dokumenteZuFrage.${index}`;
  const errors: FieldError[] = [];
  if (dok.Name.trim() === '') errors.push({ path: `${at}.Name`, message: 'required' });
  const hasFile = dok.hasFile || (dok.Inhalt_Base64 ?? '') !== '';
  if (dok.Link !== '' && !isUrl(dok.Link)) errors.push({ path: `${at}.Link`, message: 'invalidUrl' });
  if (dok.Link === '' && !hasFile) errors.push({ path: `${at}.Link`, message: 'linkOrFileRequired' });
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
