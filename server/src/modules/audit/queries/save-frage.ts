import { sql, type Kysely } from 'kysely';
import {
  auditfrageSaveErrors,
  base64DecodedBytes,
  documentsToSend,
  dokumentErrors,
  DOKUMENT_MAX_BYTES,
  NEW_AUDITFRAGE_STATUS,
  NEW_AUDITFRAGE_VERSION,
  type FieldError,
} from '@vws/shared/contract/audit';
import type { z } from 'zod';
import type { auditfrageAddBodySchema, auditfrageUpdateBodySchema } from '@vws/shared/contract/audit';
import { HttpError } from '../../../platform/request-context';

export type AddBody = z.output<typeof auditfrageAddBodySchema>;
export type UpdateBody = z.output<typeof auditfrageUpdateBodySchema>;

export function validationError(fields: FieldError[]): HttpError {
  return new HttpError(400, 'validation', 'invalidInput', { fields });
}

async function missingIds(db: Kysely<any>, table: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('ID').where('ID', 'in', ids).execute();
  const known = new Set(found.map((r) => r.ID as number));
  return ids.filter((id) => !known.has(id));
}

/** Spec §5 rules, document rules and existing references; 400 with the failing fields, nothing stored. */
export async function assertValidSaveBody(db: Kysely<any>, body: AddBody): Promise<void> {
  const fields = auditfrageSaveErrors(body.auditfrage);
  body.dokumenteZuFrage.forEach((dok, index) => {
    if (dok.IsDeleted) return;
    fields.push(...dokumentErrors(dok, index));
    if (dok.Inhalt_Base64 && base64DecodedBytes(dok.Inhalt_Base64) > DOKUMENT_MAX_BYTES) {
      fields.push({ path: `dokumenteZuFrage.${index}.Inhalt_Base64`, message: 'fileTooLarge' });
    }
  });
  if (body.auditfrage.ID_Themenblock && (await missingIds(db, 'audit_themenbloecke', [body.auditfrage.ID_Themenblock])).length) {
    fields.push({ path: 'auditfrage.ID_Themenblock', message: 'unknown' });
  }
  const goals = await missingIds(db, 'audit_schutzziele', body.schutzzieleZuFrage.map((s) => s.ID_Schutzziel));
  if (goals.length) fields.push({ path: 'schutzzieleZuFrage', message: `unknown: ${goals.join(', ')}` });
  const units = await missingIds(
    db,
    'audit_organisationseinheiten',
    body.organisationseinheitenZuFrage.map((o) => o.ID_Organisationseinheit),
  );
  if (units.length) fields.push({ path: 'organisationseinheitenZuFrage', message: `unknown: ${units.join(', ')}` });
  if (fields.length) throw validationError(fields);
}

function questionValues(body: AddBody, userUid: string) {
  const f = body.auditfrage;
  return {
    ID_Paket: f.ID_Paket,
    Nummer: f.Nummer.trim(),
    Sortierung: f.Sortierung,
    ID_Themenblock: f.ID_Themenblock,
    Fragestellung: f.Fragestellung.trim(),
    Bemerkung: f.Bemerkung,
    Empfehlung: f.Empfehlung,
    Ticket_Link: f.Ticket_Link,
    Bearbeiter_User_Uid: userUid,
    Bearbeitungsdatum: sql`now()`,
  };
}

/** A new question starts unprocessed (status 6) with version 1, whatever the client sent (spec §9). */
export async function insertFrage(db: Kysely<any>, body: AddBody, userUid: string): Promise<number> {
  const row = await db
    .insertInto('audit_fragen')
    .values({ ...questionValues(body, userUid), ID_Status: NEW_AUDITFRAGE_STATUS, Version: NEW_AUDITFRAGE_VERSION })
    .returning('ID')
    .executeTakeFirstOrThrow();
  await saveRelations(db, row.ID as number, body, userUid);
  return row.ID as number;
}

export const conflictError = () =>
  new HttpError(409, 'itemHasBeenChanged', 'itemHasBeenChanged', {
    itemHasBeenChanged: true,
  });

/** Optimistic locking on Version: a stale one is refused (409) unless forceUpdate. */
export async function updateFrage(db: Kysely<any>, body: UpdateBody, userUid: string): Promise<number> {
  const id = body.auditfrage.ID;
  const stored = await db
    .selectFrom('audit_fragen')
    .select('Version')
    .where('ID', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!stored) throw new HttpError(404, 'notFound', 'frageNotFound');
  if (stored.Version !== body.auditfrage.Version && !body.forceUpdate) throw conflictError();
  const version = (stored.Version as number) + 1;
  await db
    .updateTable('audit_fragen')
    .set({ ...questionValues(body, userUid), ID_Status: body.auditfrage.ID_Status, Version: version })
    .where('ID', '=', id)
    .execute();
  await saveRelations(db, id, body, userUid);
  return version;
}

async function replaceLinks(db: Kysely<any>, table: string, column: string, id: number, ids: number[]) {
  await db.deleteFrom(table).where('ID_Frage', '=', id).execute();
  const unique = [...new Set(ids)];
  if (unique.length) await db.insertInto(table).values(unique.map((v) => ({ ID_Frage: id, [column]: v }))).execute();
}

async function saveDocuments(db: Kysely<any>, id: number, body: AddBody, userUid: string) {
  for (const dok of documentsToSend(body.dokumenteZuFrage)) {
    if (dok.IsDeleted) {
      await db.deleteFrom('audit_dokumente').where('ID', '=', dok.ID).where('ID_Frage', '=', id).execute();
      continue;
    }
    const file = dok.Inhalt_Base64 ? Buffer.from(dok.Inhalt_Base64, 'base64') : undefined;
    const values = {
      Name: dok.Name.trim(),
      Link: file ? '' : dok.Link,
      Bearbeiter_User_Uid: userUid,
      Bearbeitungsdatum: sql`now()`,
      // A link replaces a stored file; a new file replaces a link.
      ...(file
        ? { Inhalt: file, Dateiname: dok.Dateiname || dok.Name, Mimetype: dok.Mimetype || 'application/octet-stream', Groesse: file.length }
        : dok.Link
          ? { Inhalt: null, Dateiname: '', Mimetype: '', Groesse: 0 }
          : {}),
    };
    if (dok.ID > 0) {
      await db.updateTable('audit_dokumente').set(values).where('ID', '=', dok.ID).where('ID_Frage', '=', id).execute();
    } else {
      await db.insertInto('audit_dokumente').values({ ...values, ID_Frage: id }).execute();
    }
  }
}

export async function saveRelations(db: Kysely<any>, id: number, body: AddBody, userUid: string) {
  await replaceLinks(db, 'audit_fragen_schutzziele', 'ID_Schutzziel', id, body.schutzzieleZuFrage.map((s) => s.ID_Schutzziel));
  await replaceLinks(
    db,
    'audit_fragen_organisationseinheiten',
    'ID_Organisationseinheit',
    id,
    body.organisationseinheitenZuFrage.map((o) => o.ID_Organisationseinheit),
  );
  await saveDocuments(db, id, body, userUid);
}
