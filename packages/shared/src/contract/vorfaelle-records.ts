import { z } from 'zod';
import { dbId, dbIdParam, dbInt, multiLineText, requiredText, singleLineText } from './text';
import { RISIKO_WERTE, VERLETZUNGSARTEN, VORFALL_STATUS } from './vorfaelle-constants';

/** Request and response bodies of the data-breach calls. React-free: the server validates with them. */

const shortText = (max: number) => singleLineText(max).default('');
const paragraph = (max: number) => multiLineText(max).default('');
/** An instant with offset (ISO 8601), stored in UTC; shown in the browser's local time. */
export const instant = z.iso.datetime({ offset: true, message: 'invalidDateTime' }).max(40, 'maxLength');
const optionalInstant = instant.nullable().default(null);
const approxCount = z.number().int().min(0).max(2_000_000_000).nullable().default(null);

/** What a breach record holds (Art. 33(3) a to d, the risk assessment, Art. 33 and 34 notifications). */
export const vorfallFieldsSchema = z.object({
  ID: dbInt(0).default(0),
  Version: dbInt(0).default(0),
  Titel: requiredText(300),
  Status: z.enum(VORFALL_STATUS).default('erfasst'),
  Eingetreten_am: optionalInstant,
  Entdeckt_am: optionalInstant,
  /** When the controller became aware of the breach: the Meldefrist runs from here. */
  Kenntnis_am: instant,
  Verletzungsarten: z.array(z.enum(VERLETZUNGSARTEN)).max(3, 'tooMany').default([]),
  Beschreibung: paragraph(8000),
  Kategorien_Betroffene: paragraph(2000),
  Anzahl_Betroffene: approxCount,
  Kategorien_Datensaetze: paragraph(2000),
  Anzahl_Datensaetze: approxCount,
  Folgen: paragraph(8000),
  Massnahmen_ergriffen: paragraph(8000),
  Massnahmen_vorgeschlagen: paragraph(8000),
  Kontakt: paragraph(2000),
  Risiko: z.enum(RISIKO_WERTE).nullable().default(null),
  Risiko_Begruendung: paragraph(8000),
  Behoerde: shortText(300),
  Meldung_Behoerde_am: optionalInstant,
  Aktenzeichen_Behoerde: shortText(100),
  /** Required when the notification was made after the Meldefrist (Art. 33(1)). */
  Verspaetung_Gruende: paragraph(8000),
  Benachrichtigung_Betroffene_am: optionalInstant,
  Benachrichtigung_Betroffene_Art: paragraph(4000),
  /** Why the data subjects were not informed despite a high risk (Art. 34(3)). */
  Benachrichtigung_Ausnahme: paragraph(4000),
  /** The affected processing records of the register (VVT). */
  Verarbeitungen: z.array(dbId).max(200, 'tooMany').default([]),
});
export type VorfallFields = z.infer<typeof vorfallFieldsSchema>;
export type VorfallFieldsInput = z.input<typeof vorfallFieldsSchema>;

/** A linked processing record as the detail shows it. */
export const vorfallVerarbeitungSchema = z.object({ ID: z.number().int(), Nummer: z.string(), Name: z.string(), SDM_Ebene_Nr: z.number().int() });

/** What the server derives: the deadline, whether notifications are required, whether the notification was late. */
const derived = {
  Meldefrist: z.string(),
  Meldung_erforderlich: z.boolean(),
  Meldung_verspaetet: z.boolean(),
  Benachrichtigung_erforderlich: z.boolean(),
};

export const vorfallSchema = vorfallFieldsSchema.extend({
  ...derived,
  Verarbeitungen_Details: z.array(vorfallVerarbeitungSchema),
  Erstelldatum: z.string(),
  Bearbeitungsdatum: z.string(),
  Bearbeiter_User_Uid: z.string().nullable(),
});
export type Vorfall = z.infer<typeof vorfallSchema>;

export const vorfallListItemSchema = z.object({
  ID: z.number().int(),
  Version: z.number().int(),
  Titel: z.string(),
  Status: z.enum(VORFALL_STATUS),
  Kenntnis_am: z.string(),
  Risiko: z.enum(RISIKO_WERTE).nullable(),
  Anzahl_Betroffene: z.number().int().nullable(),
  Meldung_Behoerde_am: z.string().nullable(),
  Benachrichtigung_Betroffene_am: z.string().nullable(),
  ...derived,
  Bearbeitungsdatum: z.string(),
});
export type VorfallListItem = z.infer<typeof vorfallListItemSchema>;

export const vorfaelleResponseSchema = z.object({ vorfaelle: z.array(vorfallListItemSchema) });
export const vorfallIdQuerySchema = z.object({ vorfallId: dbIdParam });
export const vorfallDetailResponseSchema = z.object({ vorfall: vorfallSchema });
export type VorfallDetail = z.infer<typeof vorfallDetailResponseSchema>;

export const vorfallAddBodySchema = z.object({ vorfall: vorfallFieldsSchema });
export type VorfallAddBody = z.input<typeof vorfallAddBodySchema>;
export const vorfallAddResponseSchema = z.object({ newVorfallId: z.number().int() });
export const vorfallUpdateBodySchema = vorfallAddBodySchema.extend({ forceUpdate: z.boolean().default(false) });
export type VorfallUpdateBody = z.input<typeof vorfallUpdateBodySchema>;
export const vorfallUpdateResponseSchema = z.object({ itemHasBeenChanged: z.boolean(), Version: z.number().int() });
export const vorfallDeleteBodySchema = z.object({ IdVorfall: dbId });
