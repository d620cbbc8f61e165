import { z } from 'zod';
import type { Auditfrage, AuditfrageRelations, Dokument } from '@vws/shared/contract/audit';
import { auditfrageFieldsSchema, NEW_AUDITFRAGE_STATUS, NEW_AUDITFRAGE_VERSION } from '@vws/shared/contract/audit';
import { INT4_MAX } from '@vws/shared/contract/text';
import { documentsToSave } from './documents';

const fields = auditfrageFieldsSchema.shape;

/**
 * The detail form, with the contract's own field rules (auditfrageFieldsSchema) so the form and the
 * server refuse the same input: required text that is blank or only invisible characters, control
 * characters, lengths, ticket links with http, https or mailto only. Spec §5 asks for a topic
 * block too, which the form requires (the contract allows 0 and auditfrageSaveErrors refuses it).
 */
export const auditfrageFormSchema = z.object({
  Nummer: fields.Nummer,
  ID_Themenblock: z.number({ error: 'required' }).int().min(1, 'required').max(INT4_MAX),
  Fragestellung: fields.Fragestellung,
  ID_Status: fields.ID_Status,
  /** Empty (null): the server keeps the question's place, or puts a new one last. */
  Sortierung: fields.Sortierung.unwrap(),
  Bemerkung: fields.Bemerkung.unwrap(),
  Empfehlung: fields.Empfehlung.unwrap(),
  Ticket_Link: fields.Ticket_Link.unwrap(),
  schutzziele: z.array(z.number().int()),
  einheiten: z.array(z.number().int()),
});
export type AuditfrageForm = z.infer<typeof auditfrageFormSchema>;

export function emptyForm(sortierung = 0): AuditfrageForm {
  return {
    Nummer: '',
    ID_Themenblock: 0,
    Fragestellung: '',
    ID_Status: NEW_AUDITFRAGE_STATUS,
    Sortierung: sortierung,
    Bemerkung: '',
    Empfehlung: '',
    Ticket_Link: '',
    schutzziele: [],
    einheiten: [],
  };
}

export function toForm(frage: Auditfrage, relations: AuditfrageRelations): AuditfrageForm {
  return {
    Nummer: frage.Nummer,
    ID_Themenblock: frage.ID_Themenblock,
    Fragestellung: frage.Fragestellung,
    ID_Status: frage.ID_Status,
    Sortierung: frage.Sortierung,
    Bemerkung: frage.Bemerkung,
    Empfehlung: frage.Empfehlung,
    Ticket_Link: frage.Ticket_Link,
    schutzziele: relations.schutzzieleZuFrage.map((s) => s.ID_Schutzziel),
    einheiten: relations.organisationseinheitenZuFrage.map((o) => o.ID_Organisationseinheit),
  };
}

/** The body of auditfrage-add / -update; documents: only modified ones, or deleted ones with ID > 0. */
export function toSaveBody(form: AuditfrageForm, docs: Dokument[], base: { ID: number; Version: number; ID_Paket: number }) {
  return {
    auditfrage: {
      ID: base.ID,
      ID_Paket: base.ID_Paket,
      Version: base.Version,
      Nummer: form.Nummer,
      Sortierung: form.Sortierung,
      ID_Themenblock: form.ID_Themenblock,
      Fragestellung: form.Fragestellung,
      Bemerkung: form.Bemerkung,
      Empfehlung: form.Empfehlung,
      Ticket_Link: form.Ticket_Link,
      ID_Status: form.ID_Status,
    },
    schutzzieleZuFrage: form.schutzziele.map((ID_Schutzziel) => ({ ID_Schutzziel })),
    organisationseinheitenZuFrage: form.einheiten.map((ID_Organisationseinheit) => ({ ID_Organisationseinheit })),
    dokumenteZuFrage: documentsToSave(docs),
  };
}

export const NEW_QUESTION_BASE = { ID: 0, Version: NEW_AUDITFRAGE_VERSION, ID_Paket: 1 };
