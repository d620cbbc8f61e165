import { z } from 'zod';
import { bulkRowsSchema } from './bulk';
import { textModelSchema } from './common';
import { commaList, dbId, dbIdParam, dbInt, multiLineText, queryInt, requiredText, safeLink, singleLineText } from './text';
import {
  DW_LIST_MAX_ROWS,
  DW_LIST_SORT_KEYS,
  PRUEFPUNKTE,
  RECHTSGRUNDLAGE_DRITTLAND_IDS,
  RECHTSGRUNDLAGE_IDS,
  VERTRAGSSTATUS_GROUPS,
  VERTRAGSSTATUS_IDS,
} from './datenweitergaben-constants';

/** A data transfer (spec §3 "Data transfer") with the fields the texts name only by label. */
const shortText = (max: number) => singleLineText(max).default('');
const paragraph = (max: number) => multiLineText(max).default('');

/** A calendar day 'YYYY-MM-DD' (shown as DD.MM.YYYY, spec §9), or null when not set. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDay(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
export const calendarDay = z.string().max(10, 'maxLength').regex(DATE_PATTERN, 'invalidDate').refine(isCalendarDay, 'invalidDate');
const optionalDay = calendarDay.nullable().default(null);

const maxOf = (ids: readonly number[]) => Math.max(...ids);

export const datenweitergabeFieldsSchema = z.object({
  ID: dbInt(0).default(0),
  Version: dbInt(0).default(0),
  Gruppe: shortText(200),
  Firma_Empfaenger: requiredText(300),
  Strasse_Hausnummer: shortText(200),
  PLZ: shortText(20),
  Ort: shortText(200),
  Land: shortText(100),
  /**
   * ISO 3166-1 alpha-2 of the country catalogue (GET /common/countries, issue 23). When set, the server
   * writes Land (the German name) and isDatenweitergabe_ausserhalb_EU (outside EU/EEA) from it.
   */
  Land_Code: z
    .string()
    .max(2)
    .regex(/^[A-Z]{2}$/, 'unknownCountry')
    .nullable()
    .default(null),
  Ansprechpartner_intern: shortText(200),
  Vertragsgegenstand: paragraph(4000),
  ID_Vertragsstatus: z.number().int().min(0).max(maxOf(VERTRAGSSTATUS_IDS)).default(0),
  ID_Rechtsgrundlage: z.number().int().min(1).max(maxOf(RECHTSGRUNDLAGE_IDS)).nullable().default(null),
  isDatenweitergabe_ausserhalb_EU: z.boolean().default(false),
  ID_Rechtsgrundlage_ausserhalb_EU: z.number().int().min(1).max(maxOf(RECHTSGRUNDLAGE_DRITTLAND_IDS)).nullable().default(null),
  Notwendige_Massnahmen: paragraph(8000),
  // labelled in the texts (spec §3)
  Kundennummer: shortText(100),
  Vertragsnummer: shortText(100),
  Vertrag_Link: safeLink(2000).default(''),
  Protokoll_Link: safeLink(2000).default(''),
  Vertragsende: optionalDay,
  Unterzeichnungsdatum: optionalDay,
  Wiedervorlagedatum: optionalDay,
  Letzte_Pruefung: optionalDay,
  // transfer impact assessment (DTFA) of a transfer outside the EU
  DTFA_Durchgefuehrt: z.boolean().default(false),
  DTFA_Datum: optionalDay,
  DTFA_Rechtslage_Drittland: paragraph(8000),
  DTFA_Ergaenzende_Massnahmen: paragraph(8000),
  DTFA_Ergebnis: paragraph(8000),
});
export type DatenweitergabeFields = z.infer<typeof datenweitergabeFieldsSchema>;
export type DatenweitergabeFieldsInput = z.input<typeof datenweitergabeFieldsSchema>;

/** A transfer as the server answers it. */
export const datenweitergabeSchema = datenweitergabeFieldsSchema.extend({
  Erstelldatum: z.string(),
  Bearbeitungsdatum: z.string(),
  Bearbeiter_User_Uid: z.string().nullable(),
});
export type Datenweitergabe = z.infer<typeof datenweitergabeSchema>;

/** One checkpoint of a legal basis: its key (PRUEFPUNKTE), ticked or not, and a remark. */
const pruefpunktKeys = [...new Set(Object.values(PRUEFPUNKTE).flat())] as [string, ...string[]];
export const pruefpunktSchema = z.object({
  ID_Rechtsgrundlage: z.number().int().min(1).max(maxOf(RECHTSGRUNDLAGE_IDS)),
  Schluessel: z.enum(pruefpunktKeys),
  Erfuellt: z.boolean().default(false),
  Bemerkung: paragraph(2000),
});
export type Pruefpunkt = z.infer<typeof pruefpunktSchema>;

// ---------- one transfer ----------

export const datenweitergabeIdQuerySchema = z.object({ datenweitergabeId: dbIdParam });

/** GET /dw/datenweitergabe-detail: the transfer and its stored checkpoints of every legal basis. */
export const datenweitergabeDetailResponseSchema = z.object({
  datenweitergabe: datenweitergabeSchema,
  pruefpunkte: z.array(pruefpunktSchema),
});
export type DatenweitergabeDetail = z.infer<typeof datenweitergabeDetailResponseSchema>;

/** POST /dwedit/datenweitergabe-add: the checkpoints sent are those of the chosen legal basis. */
export const datenweitergabeAddBodySchema = z.object({
  datenweitergabe: datenweitergabeFieldsSchema,
  pruefpunkte: z.array(pruefpunktSchema).max(20, 'tooMany').default([]),
});
export type DatenweitergabeAddBody = z.input<typeof datenweitergabeAddBodySchema>;
export const datenweitergabeAddResponseSchema = z.object({ newDatenweitergabeId: z.number().int() });

/** PUT /dwedit/datenweitergabe-update: a stale Version answers 409 itemHasBeenChanged unless forceUpdate. */
export const datenweitergabeUpdateBodySchema = datenweitergabeAddBodySchema.extend({ forceUpdate: z.boolean().default(false) });
export type DatenweitergabeUpdateBody = z.input<typeof datenweitergabeUpdateBodySchema>;
export const datenweitergabeUpdateResponseSchema = z.object({ itemHasBeenChanged: z.boolean(), Version: z.number().int() });

export const datenweitergabeDeleteBodySchema = z.object({ IdDatenweitergabe: dbId });

// ---------- lists ----------

/** A row of GET /dw/datenweitergaben: what the list shows, filters and sorts by. */
export const datenweitergabeListItemSchema = z.object({
  ID: z.number().int(),
  Version: z.number().int(),
  Gruppe: z.string(),
  Firma_Empfaenger: z.string(),
  PLZ: z.string(),
  Ort: z.string(),
  Land: z.string(),
  Land_Code: z.string().nullable(),
  ID_Vertragsstatus: z.number().int(),
  ID_Rechtsgrundlage: z.number().int().nullable(),
  isDatenweitergabe_ausserhalb_EU: z.boolean(),
  ID_Rechtsgrundlage_ausserhalb_EU: z.number().int().nullable(),
  Vertragsende: z.string().nullable(),
  Wiedervorlagedatum: z.string().nullable(),
  Bearbeitungsdatum: z.string(),
});
export type DatenweitergabeListItem = z.infer<typeof datenweitergabeListItemSchema>;
/**
 * GET /dw/datenweitergaben without parameters answers every transfer (spec §7); with `rows` it
 * answers one page of the filtered and sorted list, with the number of matching and of all
 * transfers (issue 28: at 100,000 transfers the whole list took over a second and 38 MB).
 * The filter is the screen's: `text` a case-insensitive substring of group, recipient, place or
 * country; `groups` contract-status groups of spec §4; `rechtsgrundlagen` legal-basis ids (0: none);
 * `drittland` all, yes or no. Sorting: `sortField` with `sortOrder` 1 or -1, ties in the list's order.
 */
export const datenweitergabenListQuerySchema = z.object({
  rows: queryInt(1, DW_LIST_MAX_ROWS).optional(),
  page: queryInt(1, 1_000_000).optional(),
  sortField: z.enum(DW_LIST_SORT_KEYS).optional(),
  sortOrder: z.enum(['1', '-1']).optional(),
  text: singleLineText(200).optional(),
  groups: commaList(z.enum(VERTRAGSSTATUS_GROUPS)).optional(),
  rechtsgrundlagen: commaList(
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ).optional(),
  drittland: z.enum(['all', 'yes', 'no']).optional(),
});
export type DatenweitergabenListQuery = z.input<typeof datenweitergabenListQuerySchema>;
export type DatenweitergabenListFilter = z.output<typeof datenweitergabenListQuerySchema>;

export const datenweitergabenResponseSchema = z.object({
  datenweitergaben_list: z.array(datenweitergabeListItemSchema),
  textModel: textModelSchema,
  /** With `rows`: the transfers the filter matches, and all of the customer's. */
  matching: z.number().int().optional(),
  total: z.number().int().optional(),
});
export type DatenweitergabenResponse = z.infer<typeof datenweitergabenResponseSchema>;

/** GET /dw/datenweitergaben-list-basic-fields: enough to pick a transfer (links from a processing record). */
export const datenweitergabeBasicFieldsSchema = z.object({
  ID: z.number().int(),
  Gruppe: z.string(),
  Firma_Empfaenger: z.string(),
  Ort: z.string(),
  ID_Vertragsstatus: z.number().int(),
});
export type DatenweitergabeBasicFields = z.infer<typeof datenweitergabeBasicFieldsSchema>;
export const datenweitergabenBasicFieldsResponseSchema = z.object({
  datenweitergaben_list_basic_fields: z.array(datenweitergabeBasicFieldsSchema),
});

/** GET /dw/datenweitergaben-list-report: the list with the texts a report prints. */
export const datenweitergabeReportItemSchema = datenweitergabeListItemSchema.extend({
  Vertragsgegenstand: z.string(),
  Ansprechpartner_intern: z.string(),
  Vertragsnummer: z.string(),
  Notwendige_Massnahmen: z.string(),
  Letzte_Pruefung: z.string().nullable(),
});
export type DatenweitergabeReportItem = z.infer<typeof datenweitergabeReportItemSchema>;
export const datenweitergabenListReportResponseSchema = z.object({
  list: z.array(datenweitergabeReportItemSchema),
  textModel: textModelSchema,
});
export type DatenweitergabenListReport = z.infer<typeof datenweitergabenListReportResponseSchema>;

// ---------- references and totals ----------

/** A reference entry: Name in the caller's language (Accept-Language), and both languages. */
export const dwReferenceSchema = z.object({ ID: z.number().int(), Name: z.string(), Name_de: z.string(), Name_en: z.string() });
export type DwReference = z.infer<typeof dwReferenceSchema>;
export const DW_REFERENCE_KEYS = ['vertragsstatus', 'rechtsgrundlagen', 'rechtsgrundlagenDrittland'] as const;
export type DwReferenceKey = (typeof DW_REFERENCE_KEYS)[number];
export const dwReferencesResponseSchema = z.object({
  vertragsstatus: z.array(dwReferenceSchema),
  rechtsgrundlagen: z.array(dwReferenceSchema),
  rechtsgrundlagenDrittland: z.array(dwReferenceSchema),
});
export type DwReferences = z.infer<typeof dwReferencesResponseSchema>;

/** One row per group of transfers (Gruppe) with the six summary groups of spec §4, counted in SQL. */
export const dwSummaryRowSchema = z.object({
  Gruppe: z.string(),
  Anzahl_Gesamt: z.number().int(),
  verify: z.number().int(),
  critical: z.number().int(),
  open: z.number().int(),
  fulfilled: z.number().int(),
  terminated: z.number().int(),
  notRequired: z.number().int(),
});
export type DwSummaryRow = z.infer<typeof dwSummaryRowSchema>;
export const dwSummaryTotalsResponseSchema = z.object({ totals: z.array(dwSummaryRowSchema) });

/** GET /dw/datenweitergaben-wiedervorlage: resubmission or contract end within 30 days or past (dashboard widget). */
export const wiedervorlageItemSchema = datenweitergabeBasicFieldsSchema.extend({
  Wiedervorlagedatum: z.string().nullable(),
  Vertragsende: z.string().nullable(),
  /** The earlier of the two dates that falls due. */
  Faellig: z.string(),
});
export type WiedervorlageItem = z.infer<typeof wiedervorlageItemSchema>;
export const wiedervorlageResponseSchema = z.object({ wiedervorlage: z.array(wiedervorlageItemSchema), anzahl: z.number().int() });
export type WiedervorlageResponse = z.infer<typeof wiedervorlageResponseSchema>;

/** POST /dwedit/datenweitergabe-duplicate: a copy ("Kopie von …") with its checkpoints, contract status 0. */
export const datenweitergabeDuplicateBodySchema = z.object({ IdDatenweitergabe: dbId });
export const datenweitergabeDuplicateResponseSchema = z.object({ newDatenweitergabeId: z.number().int(), Firma_Empfaenger: z.string() });

/** PUT /dwedit/datenweitergaben-bulk: contract status and group of the selected transfers; a field left out stays. */
export const datenweitergabenBulkBodySchema = z.object({
  rows: bulkRowsSchema,
  changes: z
    .object({ ID_Vertragsstatus: z.number().int().min(0).max(9).optional(), Gruppe: singleLineText(200).optional() })
    .refine((c) => c.ID_Vertragsstatus !== undefined || c.Gruppe !== undefined, 'required'),
});
export type DatenweitergabenBulkBody = z.input<typeof datenweitergabenBulkBodySchema>;
