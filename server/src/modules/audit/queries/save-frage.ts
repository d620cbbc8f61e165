import { sql } from 'kysely';
import {
  auditfrageSaveErrors,
  base64DecodedBytes,
  documentsToSend,
  dokumentErrors,
  DOKUMENT_MAX_BYTES,
  NEW_AUDITFRAGE_STATUS,
  NEW_AUDITFRAGE_VERSION,
} from '@vws/shared/contract/audit';
import type { z } from 'zod';
import type { auditfrageAddBodySchema, auditfrageUpdateBodySchema } from '@vws/shared/contract/audit';
import { validationError } from '../../../platform/kit/validation';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { versionedUpdate } from '../../../platform/kit/versioned-write';
import { nextSortierung } from '../../../platform/kit/ordering';
import type { AuditDb } from '../tables';

export type AddBody = z.output<typeof auditfrageAddBodySchema>;
export type UpdateBody = z.output<typeof auditfrageUpdateBodySchema>;

type ReferencedTable = 'audit_themenbloecke' | 'audit_schutzziele' | 'audit_organisationseinheiten';

async function missingIds(db: AuditDb, table: ReferencedTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('ID').where('ID', 'in', ids).execute();
  const known = new Set(found.map((r) => r.ID));
  return ids.filter((id) => !known.has(id));
}

/** Spec §5 rules, document rules and existing references; 400 with the failing fields, nothing stored. */
export async function assertValidSaveBody(db: AuditDb, body: AddBody, ownId = 0): Promise<void> {
  const fields = auditfrageSaveErrors(body.auditfrage);
  // Parallel saves wait here, so that two of them cannot both find the number free.
  await lockForUniqueness(db, 'audit_fragen.Nummer');
  const nummer = body.auditfrage.Nummer.trim();
  if (nummer !== '') {
    const taken = await db
      .selectFrom('audit_fragen')
      .select('ID')
      .where(sql<string>`lower(trim("Nummer"))`, '=', nummer.toLowerCase())
      .where('ID', '<>', ownId)
      .executeTakeFirst();
    if (taken) fields.push({ path: 'auditfrage.Nummer', message: 'duplicateNummer' });
  }
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
  const goals = await missingIds(
    db,
    'audit_schutzziele',
    body.schutzzieleZuFrage.map((s) => s.ID_Schutzziel),
  );
  if (goals.length) fields.push({ path: 'schutzzieleZuFrage', message: `unknown: ${goals.join(', ')}` });
  const units = await missingIds(
    db,
    'audit_organisationseinheiten',
    body.organisationseinheitenZuFrage.map((o) => o.ID_Organisationseinheit),
  );
  if (units.length) fields.push({ path: 'organisationseinheitenZuFrage', message: `unknown: ${units.join(', ')}` });
  if (fields.length) throw validationError(fields);
}

function questionValues(body: AddBody) {
  const f = body.auditfrage;
  return {
    Nummer: f.Nummer.trim(),
    // Cleared: an update keeps the stored place, a new question goes to the end.
    ...(f.Sortierung === null || f.Sortierung === undefined ? {} : { Sortierung: f.Sortierung }),
    ID_Themenblock: f.ID_Themenblock,
    Fragestellung: f.Fragestellung.trim(),
    Bemerkung: f.Bemerkung,
    Empfehlung: f.Empfehlung,
    Ticket_Link: f.Ticket_Link,
  };
}

/**
 * A new question starts unprocessed (status 6) with version 1, whatever the client sent (spec §9);
 * the server owns its package (the column default) and, without a sort order, puts it last.
 */
export async function insertFrage(db: AuditDb, body: AddBody, userUid: string): Promise<number> {
  const row = await db
    .insertInto('audit_fragen')
    .values({
      Sortierung: await nextSortierung(db, 'audit_fragen'),
      ...questionValues(body),
      ID_Status: NEW_AUDITFRAGE_STATUS,
      Version: NEW_AUDITFRAGE_VERSION,
      Bearbeiter_User_Uid: userUid,
      Bearbeitungsdatum: sql<Date>`now()`,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  await saveRelations(db, row.ID, body, userUid);
  return row.ID;
}

/** Optimistic locking on Version (platform kit): a stale one is refused (409) unless forceUpdate. */
export async function updateFrage(db: AuditDb, body: UpdateBody, userUid: string): Promise<number> {
  const id = body.auditfrage.ID;
  const version = await versionedUpdate(db, 'audit_fragen', {
    id,
    version: body.auditfrage.Version,
    forceUpdate: body.forceUpdate,
    editor: userUid,
    values: { ...questionValues(body), ID_Status: body.auditfrage.ID_Status },
    notFound: 'frageNotFound',
  });
  await saveRelations(db, id, body, userUid);
  return version;
}

async function saveDocuments(db: AuditDb, id: number, body: AddBody, userUid: string) {
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
      Bearbeitungsdatum: sql<Date>`now()`,
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
      await db
        .insertInto('audit_dokumente')
        .values({ ...values, ID_Frage: id })
        .execute();
    }
  }
}

export async function saveRelations(db: AuditDb, id: number, body: AddBody, userUid: string) {
  const goals = [...new Set(body.schutzzieleZuFrage.map((s) => s.ID_Schutzziel))];
  await db.deleteFrom('audit_fragen_schutzziele').where('ID_Frage', '=', id).execute();
  if (goals.length) {
    await db
      .insertInto('audit_fragen_schutzziele')
      .values(goals.map((ID_Schutzziel) => ({ ID_Frage: id, ID_Schutzziel })))
      .execute();
  }
  const units = [...new Set(body.organisationseinheitenZuFrage.map((o) => o.ID_Organisationseinheit))];
  await db.deleteFrom('audit_fragen_organisationseinheiten').where('ID_Frage', '=', id).execute();
  if (units.length) {
    await db
      .insertInto('audit_fragen_organisationseinheiten')
      .values(units.map((ID_Organisationseinheit) => ({ ID_Frage: id, ID_Organisationseinheit })))
      .execute();
  }
  await saveDocuments(db, id, body, userUid);
}
