import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/email';
import { dbInt, requiredText, safeLink, singleLineText } from './text';

/**
 * Master data of a customer (GET /customer/master-data, PUT /customer/master-data-edit). The
 * legal notice page (/customer-legalnotice) renders the Impressum from it. Every field is a
 * string; only the name is required. E-mail and website fields are either empty or valid.
 */

const text = singleLineText;
const optionalEmail = text(254).refine((v) => v === '' || EMAIL_PATTERN.test(v), 'invalidEmail');
const optionalUrl = safeLink(500);

/** The editable fields. */
export const masterDataFieldsSchema = z.object({
  name: requiredText(200),
  strasse_hausnummer: text(200),
  plz: text(20),
  ort: text(100),
  land: text(100),
  telefon: text(50),
  email: optionalEmail,
  website: optionalUrl,
  handelsregister: text(200),
  geschaeftsfuehrung: text(300),
  verantwortlicher_name: text(200),
  verantwortlicher_email: optionalEmail,
  dsb_name: text(200),
  dsb_firma: text(200),
  dsb_email: optionalEmail,
  dsb_telefon: text(50),
  aufsichtsbehoerde: text(500),
  /** Representative in the Union (Art. 27 GDPR), for a controller not established in the Union. */
  vertreter_name: text(200),
  vertreter_anschrift: text(500),
  vertreter_email: optionalEmail,
  vertreter_telefon: text(50),
  /** Public authority (yes/no): Art. 6(1)(f) GDPR does not apply to it in the performance of its tasks (VVT legitimate interest). */
  oeffentliche_stelle: z.boolean().default(false),
});
export type MasterDataFields = z.infer<typeof masterDataFieldsSchema>;

/** As the server answers: the fields plus when and by whom they were last changed (read-only). */
export const masterDataSchema = masterDataFieldsSchema.extend({
  /** ISO 8601 timestamp, empty string if never edited. */
  Bearbeitungsdatum: z.string(),
  Bearbeiter_User_Uid: z.string(),
  /** Optimistic lock: raised by every save; 0 = never saved. */
  Version: z.number().int().min(0),
});
export type MasterData = z.infer<typeof masterDataSchema>;

export const MASTER_DATA_FIELDS = Object.keys(masterDataFieldsSchema.shape) as (keyof MasterDataFields)[];

/** GET /customer/master-data and the answer of PUT /customer/master-data-edit */
export const masterDataResponseSchema = z.object({
  masterData: masterDataSchema,
});
export type MasterDataResponse = z.infer<typeof masterDataResponseSchema>;

/**
 * PUT /customer/master-data-edit. The client sends back the MasterData it read; Bearbeitungsdatum
 * and Bearbeiter_User_Uid are ignored (the server sets them). Version is the one the edit is based
 * on: if the stored one differs the server answers 409 itemHasBeenChanged unless forceUpdate.
 */
export const masterDataEditBodySchema = z.object({
  masterDataModel: masterDataFieldsSchema.extend({
    Version: dbInt(0),
    Bearbeitungsdatum: singleLineText(40).optional(),
    Bearbeiter_User_Uid: singleLineText(64).optional(),
  }),
  forceUpdate: z.boolean().optional(),
});
export type MasterDataEditBody = z.infer<typeof masterDataEditBodySchema>;

/** GET /customer/data-export?language (spec §7): the workbook's headers and reference names in that language (customer_uid is added by the endpoint). */
export const DATA_EXPORT_LANGUAGES = ['de', 'en'] as const;
export const dataExportQuerySchema = z.object({ language: z.enum(DATA_EXPORT_LANGUAGES).default('de') });
export type DataExportLanguage = (typeof DATA_EXPORT_LANGUAGES)[number];

/** GET /customer/data-export-info: when the customer's data was last exported, by whom. */
export const dataExportInfoResponseSchema = z.object({
  lastExport: z.object({ Exportdatum: z.string(), Bearbeiter: z.string(), language: z.string() }).nullable(),
});
export type DataExportInfoResponse = z.infer<typeof dataExportInfoResponseSchema>;
