import { z } from 'zod';
import { bulkRowsSchema } from './bulk';
import { textModelSchema } from './common';
import { sortierung } from './ordering';
import { commaList, dbInt, dbIdParam, multiLineText, queryInt, requiredText, singleLineText } from './text';
import { VVT_BEFUND_FILTERS, VVT_LIST_MAX_ROWS, VVT_LIST_SORT_KEYS } from './vvt-constants';
import { DSFA_KRITERIEN, type DsfaKriteriumField, type DsfaKriteriumNoteField } from './vvt-assessments';
import { reviewSchema } from './vvt-register';

/**
 * A processing record of any of the three levels (spec §3 "VVT record"). Core keys are written
 * like the list item (ID, SDM_Ebene_Nr, ID_Status, Gruppe, Nummer, Name, Zweck, ...); the other
 * fields carry the spec's names, with dsfa_, bi_ (legitimate interest) and bcm_ in front of the
 * fields of those tabs. Timestamps travel as ISO 8601 strings.
 */
const idParam = dbIdParam;
const shortText = (max: number) => singleLineText(max).default('');
const paragraph = (max: number) => multiLineText(max).default('');
const longText = paragraph(8000);
/** Entries of a selection (catalogue or own): each must say something, invisible characters are blank. */
const selection = z.array(requiredText(200)).max(100, 'tooMany').default([]);
const scale = (max: number) => z.number().int().min(0).max(max).default(0);

/** The DPIA screening (issue 9): one switch and one note per WP248 criterion. */
const kriterien = Object.fromEntries(
  DSFA_KRITERIEN.flatMap((k) => [
    [`dsfa_k_${k}`, z.boolean().default(false)],
    [`dsfa_k_${k}_notiz`, paragraph(2000)],
  ]),
) as Record<DsfaKriteriumField, z.ZodDefault<z.ZodBoolean>> & Record<DsfaKriteriumNoteField, ReturnType<typeof paragraph>>;

export const verarbeitungFieldsSchema = z.object({
  ID: z.number().int().nonnegative().max(2147483647).default(0),
  SDM_Ebene_Nr: z.number().int().min(1, 'invalidLevel').max(3, 'invalidLevel'),
  ID_Status: scale(5),
  Version: dbInt(0).default(0),
  /** 0 on add: the server puts the record after the last one (ordering.ts). */
  Sortierung: sortierung().default(0),
  Gruppe: shortText(200),
  Nummer: requiredText(50),
  Name: requiredText(300),
  Zweck: paragraph(4000),
  Verantwortlich_Name: shortText(200),
  Verantwortlich_Abteilung: shortText(200),
  // legal and data
  schadenspotenzial: scale(3),
  eingriffsintensitaet: scale(3),
  joint_control: z.boolean().default(false),
  /** The joint controllers (Art. 26 GDPR) by name and contact, when joint_control (issue 23: named per record in the Art. 30 register). */
  joint_control_partner: paragraph(2000),
  avv: z.boolean().default(false),
  rechtsgrundlage: paragraph(4000),
  ist_berechtigtes_interesse: z.boolean().default(false),
  speicherort: selection,
  personengruppen: selection,
  datenkategorien: selection,
  // data transfers
  datenweitergabe_intern: z.boolean().default(false),
  datenweitergabe_extern: z.boolean().default(false),
  datenweitergabe_ausserhalb_eu: z.boolean().default(false),
  // other
  aufbewahrungsfristen: longText,
  datensicherheit_tom: longText,
  schaden_risiko: longText,
  notwendige_massnahmen: longText,
  bemerkungen: longText,
  // DSFA (DPIA): the screening of the nine criteria, then the Art. 35(7) fields
  ...kriterien,
  /** Why a DPIA is required although fewer than two criteria apply (the DPO's reason). */
  dsfa_begruendung_abweichung: paragraph(4000),
  dsfa_erforderlich: z.boolean().nullable().default(null),
  dsfa_systematische_beschreibung: longText,
  dsfa_bewertung_notwendigkeit_verhaeltnismaeßigkeit: longText,
  dsfa_bewertung_risiken: longText,
  dsfa_geplante_abhilfe: longText,
  dsfa_standpunkt_betroffene: longText,
  dsfa_stellungnahme_dsb: longText,
  dsfa_ergebnis: longText,
  // legitimate interest
  bi_begruendung: longText,
  bi_mildere_moeglichkeiten: longText,
  bi_begruendung_verarbeitung_absehbar: longText,
  bi_berechtigte_interessen_betroffener: longText,
  bi_ergebnis: longText,
  // BCM
  bcm_relevant: z.boolean().default(false),
  bcm_kritikalitaet: scale(4),
  bcm_prioritaet_wiederanlauf: scale(4),
  bcm_auswirkung: longText,
  bcm_max_ausfallzeit_stunden: z.number().int().min(0).max(1_000_000).nullable().default(null),
});
export type VerarbeitungFields = z.infer<typeof verarbeitungFieldsSchema>;
export type VerarbeitungFieldsInput = z.input<typeof verarbeitungFieldsSchema>;

/** A record as the server answers it. */
export const verarbeitungSchema = verarbeitungFieldsSchema.extend({
  isBereitZurPruefungDSB: z.boolean(),
  Erstelldatum: z.string(),
  Bearbeitungsdatum: z.string(),
  Bearbeiter_User_Uid: z.string().nullable(),
});
export type Verarbeitung = z.infer<typeof verarbeitungSchema>;

// ---------- SDM cube ----------

/** One cell: a process step (1-4) x protection goal (1-7), spec §3 "SDM cube". ID 0 = not stored yet. */
export const sdmCubeCellSchema = z.object({
  ID: z.number().int().nonnegative().max(2147483647).default(0),
  ID_SDM_Cube_Prozessschritt: z.number().int().min(1).max(4),
  ID_SDM_Cube_Schutzziel: z.number().int().min(1).max(7),
  ID_SDM_Cube_Status: z.number().int().min(0).max(5).default(0),
  ID_SDM_Cube_Risikostufe: z.number().int().min(0).max(3).default(0),
  SDM_Cube_Schutzziel_Name: shortText(300),
  Antwort: longText,
  Risikobeschreibung: longText,
  Massnahmen: longText,
  Bemerkungen_Nachweise: longText,
  IsModified: z.boolean().default(false),
});
export type SdmCubeCell = z.infer<typeof sdmCubeCellSchema>;

/** The description of one process step of a record. */
export const prozessschrittSchema = z.object({
  ID: z.number().int().nonnegative().max(2147483647).default(0),
  ID_SDM_Cube_Prozessschritt: z.number().int().min(1).max(4),
  Beschreibung: longText,
  IsModified: z.boolean().default(false),
});
export type Prozessschritt = z.infer<typeof prozessschrittSchema>;

/** A user as the assignment shows them (spec §3 "User list entries"). */
export const zugewiesenerBenutzerSchema = z.object({
  user_uid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type ZugewiesenerBenutzer = z.infer<typeof zugewiesenerBenutzerSchema>;

// ---------- list ----------

/** spec §3 "VVT process list item"; isAssignedToCurrentUser is per caller. */
export const verarbeitungListItemSchema = z.object({
  ID: z.number().int(),
  SDM_Ebene_Nr: z.number().int(),
  ID_Status: z.number().int(),
  Gruppe: z.string(),
  Nummer: z.string(),
  Name: z.string(),
  Zweck: z.string(),
  Verantwortlich_Name: z.string(),
  Verantwortlich_Abteilung: z.string(),
  Sortierung: z.number().int(),
  Version: z.number().int(),
  Bearbeitungsdatum: z.string(),
  isBereitZurPruefungDSB: z.boolean(),
  /** Since when the record waits for the DPO's review (ISO 8601); null when it does not (issue 23). */
  PruefungDSB_angefordert_am: z.string().nullable(),
  isAssignedToCurrentUser: z.boolean(),
});
export type VerarbeitungListItem = z.infer<typeof verarbeitungListItemSchema>;

/** How many findings of each severity the register check has for a record (issue 23, vvt-befund). */
export const befundSummarySchema = z.object({ missing: z.number().int(), contradiction: z.number().int(), hint: z.number().int() });

const flag = z.enum(['1']);
/**
 * GET /vvt/verarbeitungen without parameters answers every record the caller may see (spec §7);
 * with `rows` it answers one page of the list screen (issue 28: at 100,000 records the whole list
 * is 46 MB and over a second). `register` is the level list shown (1–3; absent: every level) and
 * bounds `total`; the filter is the screen's (spec §5): `gruppe`, `text` (number or name),
 * `verantwortlich` (name or department) case-insensitive substrings; `ebene` a level (0: every);
 * `status` the status ids shown for level 1 records; the two flags; `befund` the completeness
 * filter. Sorting: `sortField` with `sortOrder` 1 or -1, ties in the register's order.
 */
export const verarbeitungenListQuerySchema = z.object({
  rows: queryInt(1, VVT_LIST_MAX_ROWS).optional(),
  page: queryInt(1, 1_000_000).optional(),
  sortField: z.enum(VVT_LIST_SORT_KEYS).optional(),
  sortOrder: z.enum(['1', '-1']).optional(),
  register: queryInt(1, 3).optional(),
  gruppe: singleLineText(200).optional(),
  text: singleLineText(200).optional(),
  verantwortlich: singleLineText(200).optional(),
  ebene: queryInt(0, 3).optional(),
  status: commaList(
    z
      .string()
      .regex(/^[0-5]$/)
      .transform(Number),
  ).optional(),
  nurZurPruefungDSB: flag.optional(),
  nurZugeordnet: flag.optional(),
  befund: z.enum(VVT_BEFUND_FILTERS).optional(),
});
export type VerarbeitungenListQuery = z.input<typeof verarbeitungenListQuerySchema>;
export type VerarbeitungenListFilter = z.output<typeof verarbeitungenListQuerySchema>;

export const verarbeitungenResponseSchema = z.object({
  verarbeitungen: z.array(verarbeitungListItemSchema.extend({ befund: befundSummarySchema.optional() })),
  textModel: textModelSchema,
  /** With `rows`: the records the filter matches, and those of the list (`register`) in all. */
  matching: z.number().int().optional(),
  total: z.number().int().optional(),
  /** With `rows`: the ids of every matching record in the list's order (the detail's previous/next). */
  ids: z.array(z.number().int()).optional(),
});
export type VerarbeitungenResponse = z.infer<typeof verarbeitungenResponseSchema>;

/** A name list holds ID and SDM_Ebene_Nr (spec §3), with Nummer and Name to show. */
export const verarbeitungNameSchema = z.object({
  ID: z.number().int(),
  SDM_Ebene_Nr: z.number().int(),
  Nummer: z.string(),
  Name: z.string(),
});
export type VerarbeitungName = z.infer<typeof verarbeitungNameSchema>;
export const verarbeitungenNameListResponseSchema = z.object({
  verarbeitungen_name_list: z.array(verarbeitungNameSchema),
});
/** The groups of the records the caller may see, trimmed, once each, in German order. */
export const verarbeitungenGruppenResponseSchema = z.object({ gruppen: z.array(z.string()) });

// ---------- one record ----------

export const idVerarbeitungQuerySchema = z.object({ IdVerarbeitung: idParam });

export const verarbeitungDetailResponseSchema = z.object({
  verarbeitung: verarbeitungSchema,
  sdmCube: z.array(sdmCubeCellSchema),
  prozessschritte: z.array(prozessschrittSchema),
  zugewieseneBenutzer: z.array(zugewiesenerBenutzerSchema),
  /** The customer is a public authority (master data): Art. 6(1)(f) does not apply (issue 9). */
  oeffentlicheStelle: z.boolean().default(false),
  /** The DPO's review (issue 23): state and the last decision. */
  review: reviewSchema.default({ state: 'none', by: null, at: null, comment: '', pendingSince: null }),
});
export type VerarbeitungDetail = z.infer<typeof verarbeitungDetailResponseSchema>;

/** POST /vvtedit/verarbeitung-add: at most one cell per step and goal, one description per step. */
export const verarbeitungAddBodySchema = z.object({
  verarbeitung: verarbeitungFieldsSchema,
  sdmCube: z.array(sdmCubeCellSchema).max(28, 'tooMany').default([]),
  prozessschritte: z.array(prozessschrittSchema).max(4, 'tooMany').default([]),
});
export type VerarbeitungAddBody = z.input<typeof verarbeitungAddBodySchema>;
export const verarbeitungAddResponseSchema = z.object({ newVerarbeitungId: z.number().int() });

/** PUT /vvtedit/verarbeitung-update: a stale Version answers 409 itemHasBeenChanged unless forceUpdate. */
export const verarbeitungUpdateBodySchema = verarbeitungAddBodySchema.extend({
  forceUpdate: z.boolean().default(false),
});
export type VerarbeitungUpdateBody = z.input<typeof verarbeitungUpdateBodySchema>;
export const verarbeitungUpdateResponseSchema = z.object({
  itemHasBeenChanged: z.boolean(),
  Version: z.number().int(),
  /** Write-protected fields the caller sent changed but may not change: their stored values were kept. */
  keptWriteProtectedFields: z.array(z.string()),
});
export type VerarbeitungUpdateResponse = z.infer<typeof verarbeitungUpdateResponseSchema>;

export const verarbeitungDeleteBodySchema = z.object({ IdVerarbeitung: z.number().int().positive().max(2147483647) });

/** POST /vvtedit/verarbeitung-duplicate: a copy with its cube and steps; the answer names the copy's new Nummer. */
export const verarbeitungDuplicateBodySchema = z.object({ IdVerarbeitung: z.number().int().positive().max(2147483647) });
export const verarbeitungDuplicateResponseSchema = z.object({ newVerarbeitungId: z.number().int(), Nummer: z.string() });

/**
 * PUT /vvtedit/verarbeitungen-bulk: status, group and assignees of the selected records at once;
 * a field left out stays as it is. Status is write-protected, assignees need
 * VWS_VVTProzesse_UserAssignments_Edit, as for single saves.
 */
export const verarbeitungenBulkBodySchema = z.object({
  rows: bulkRowsSchema,
  changes: z
    .object({
      ID_Status: z.number().int().min(0).max(5).optional(),
      Gruppe: singleLineText(200).optional(),
      zugewieseneBenutzer: z.array(z.uuid()).max(50, 'tooMany').optional(),
    })
    .refine((c) => c.ID_Status !== undefined || c.Gruppe !== undefined || c.zugewieseneBenutzer !== undefined, 'required'),
});
export type VerarbeitungenBulkBody = z.input<typeof verarbeitungenBulkBodySchema>;
