import { z } from 'zod';
import { calendarDay } from './datenweitergaben-records';
import { dbId, dbIdParam, dbInt, multiLineText, requiredText, singleLineText } from './text';
import { ANFRAGE_KANAELE, ANFRAGE_STATUS, BETROFFENENRECHTE, MAX_VERLAENGERUNG_MONATE } from './betroffenenanfragen-constants';

/** Request and response bodies of the data-subject request calls. React-free: the server validates with them. */

const shortText = (max: number) => singleLineText(max).default('');
const paragraph = (max: number) => multiLineText(max).default('');
const optionalDay = calendarDay.nullable().default(null);

export const anfrageFieldsSchema = z.object({
  ID: dbInt(0).default(0),
  Version: dbInt(0).default(0),
  Antragsteller: requiredText(300),
  Kontakt: paragraph(2000),
  Rechte: z.array(z.enum(BETROFFENENRECHTE)).min(1, 'required').max(BETROFFENENRECHTE.length, 'tooMany'),
  Anliegen: paragraph(8000),
  /** The day the request was received: the Frist runs from here (Art. 12(3)). */
  Eingang_am: calendarDay,
  Kanal: z.enum(ANFRAGE_KANAELE).default('email'),
  Identitaet_geprueft: z.boolean().default(false),
  Identitaet_Pruefung: paragraph(2000),
  Status: z.enum(ANFRAGE_STATUS).default('eingegangen'),
  Verlaengerung_Monate: z.number().int().min(0).max(MAX_VERLAENGERUNG_MONATE).default(0),
  /** Required with an extension (Art. 12(3): the data subject is told the reasons). */
  Verlaengerung_Begruendung: paragraph(4000),
  Verlaengerung_mitgeteilt_am: optionalDay,
  Beantwortet_am: optionalDay,
  Antwort: paragraph(16000),
  /** Required when the request is refused (Art. 12(5): manifestly unfounded or excessive). */
  Ablehnung_Begruendung: paragraph(4000),
  Bearbeiter_intern: shortText(200),
  /** The processing records of the register (VVT) the request concerns. */
  Verarbeitungen: z.array(dbId).max(200, 'tooMany').default([]),
});
export type AnfrageFields = z.infer<typeof anfrageFieldsSchema>;
export type AnfrageFieldsInput = z.input<typeof anfrageFieldsSchema>;

/**
 * A linked processing record as the register describes it (what an access request answers under
 * Art. 15(1) a to d: purposes, categories of data and of data subjects, recipients, retention), texts
 * in the caller's language.
 */
export const anfrageVerarbeitungSchema = z.object({
  ID: z.number().int(),
  Nummer: z.string(),
  Name: z.string(),
  Zweck: z.string(),
  Rechtsgrundlage: z.string(),
  Datenkategorien: z.array(z.string()),
  Personengruppen: z.array(z.string()),
  Empfaenger: z.array(z.string()),
  Drittland: z.boolean(),
  Aufbewahrungsfristen: z.string(),
});
export type AnfrageVerarbeitung = z.infer<typeof anfrageVerarbeitungSchema>;

/** What the server derives: the deadline (one month from receipt plus the extension) and whether it has passed. */
const derived = { Frist: z.string(), Ueberfaellig: z.boolean() };

export const anfrageSchema = anfrageFieldsSchema.extend({
  ...derived,
  Verarbeitungen_Details: z.array(anfrageVerarbeitungSchema),
  Erstelldatum: z.string(),
  Bearbeitungsdatum: z.string(),
  Bearbeiter_User_Uid: z.string().nullable(),
});
export type Anfrage = z.infer<typeof anfrageSchema>;

export const anfrageListItemSchema = z.object({
  ID: z.number().int(),
  Version: z.number().int(),
  Antragsteller: z.string(),
  Rechte: z.array(z.enum(BETROFFENENRECHTE)),
  Eingang_am: z.string(),
  Kanal: z.enum(ANFRAGE_KANAELE),
  Status: z.enum(ANFRAGE_STATUS),
  Verlaengerung_Monate: z.number().int(),
  Beantwortet_am: z.string().nullable(),
  ...derived,
  Bearbeitungsdatum: z.string(),
});
export type AnfrageListItem = z.infer<typeof anfrageListItemSchema>;

export const anfragenResponseSchema = z.object({ anfragen: z.array(anfrageListItemSchema) });
export const anfrageIdQuerySchema = z.object({ anfrageId: dbIdParam });
export const anfrageDetailResponseSchema = z.object({ anfrage: anfrageSchema });
export type AnfrageDetail = z.infer<typeof anfrageDetailResponseSchema>;

export const anfrageAddBodySchema = z.object({ anfrage: anfrageFieldsSchema });
export type AnfrageAddBody = z.input<typeof anfrageAddBodySchema>;
export const anfrageAddResponseSchema = z.object({ newAnfrageId: z.number().int() });
export const anfrageUpdateBodySchema = anfrageAddBodySchema.extend({ forceUpdate: z.boolean().default(false) });
export type AnfrageUpdateBody = z.input<typeof anfrageUpdateBodySchema>;
export const anfrageUpdateResponseSchema = z.object({ itemHasBeenChanged: z.boolean(), Version: z.number().int() });
export const anfrageDeleteBodySchema = z.object({ IdAnfrage: dbId });
