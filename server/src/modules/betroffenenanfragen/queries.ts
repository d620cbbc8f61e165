import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ERLEDIGT_STATUS,
  fristOf,
  type Anfrage,
  type anfrageAddBodySchema,
  type AnfrageFields,
  type AnfrageListItem,
  type anfrageUpdateBodySchema,
} from '@vws/shared/contract/betroffenenanfragen';
import type { FieldError } from '@vws/shared/contract/common';
import { isBlank } from '@vws/shared/contract/text';
import { isoDay, isoTimestamp } from '../../platform/kit/sql-text';
import { versionedUpdate } from '../../platform/kit/versioned-write';
import type { Language } from '../../platform/messages';
import { HttpError } from '../../platform/request-context';
import { recordSummaries, registerExtracts, type VvtViewer } from '../vvt/api';
import { recordRecipients } from '../datenweitergaben/api';
import { DAY_FIELDS, type AnfragenDb } from './tables';

export type AddBody = z.output<typeof anfrageAddBodySchema>;
export type UpdateBody = z.output<typeof anfrageUpdateBodySchema>;

export const anfrageNotFound = () => new HttpError(404, 'notFound', 'anfrageNotFound');

/** Today as YYYY-MM-DD in UTC (the server's day; deadlines are whole days). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** Overdue: not settled and the Frist has passed (the Frist day itself still counts). */
export const isOverdue = (row: { Status: AnfrageFields['Status']; Frist: string }, day: string) => !ERLEDIGT_STATUS.includes(row.Status) && row.Frist < day;

/**
 * Rules zod cannot see: an extension needs its reasons (Art. 12(3)), a refusal its reasons
 * (Art. 12(5)), an answered request its date; no date before the receipt; the linked records exist
 * and the caller may see them.
 */
export async function saveErrors(db: AnfragenDb, viewer: VvtViewer, a: AnfrageFields): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const at = (field: string) => `anfrage.${field}`;
  if (a.Verlaengerung_Monate > 0 && isBlank(a.Verlaengerung_Begruendung)) errors.push({ path: at('Verlaengerung_Begruendung'), message: 'extensionReason' });
  if (a.Status === 'abgelehnt' && isBlank(a.Ablehnung_Begruendung)) errors.push({ path: at('Ablehnung_Begruendung'), message: 'refusalReason' });
  if ((a.Status === 'beantwortet' || a.Status === 'abgelehnt') && !a.Beantwortet_am)
    errors.push({ path: at('Beantwortet_am'), message: 'answeredDateRequired' });
  for (const field of DAY_FIELDS) {
    const day = a[field];
    if (day && day < a.Eingang_am) errors.push({ path: at(field), message: 'beforeReceipt' });
  }
  const ids = [...new Set(a.Verarbeitungen)];
  const found = new Set((await recordSummaries(db, viewer, ids)).map((r) => r.ID));
  ids.forEach((id, index) => {
    if (!found.has(id)) errors.push({ path: at(`Verarbeitungen.${index}`), message: 'unknownRecord' });
  });
  return errors;
}

/** The stored columns, with the Frist derived from the receipt and the extension. */
function columnsOf(fields: AnfrageFields) {
  const { ID: _id, Version: _version, Rechte, Verarbeitungen, ...rest } = fields;
  return {
    ...rest,
    Frist: fristOf(fields.Eingang_am, fields.Verlaengerung_Monate),
    Rechte: JSON.stringify([...new Set(Rechte)]),
    Verarbeitungen: JSON.stringify([...new Set(Verarbeitungen)]),
  };
}

export async function insertAnfrage(db: AnfragenDb, body: AddBody, editor: string): Promise<number> {
  const { ID } = await db
    .insertInto('betroffenenanfragen_anfragen')
    .values({ ...columnsOf(body.anfrage), Version: 1, Bearbeiter_User_Uid: editor })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return ID;
}

export function updateAnfrage(db: AnfragenDb, body: UpdateBody, editor: string): Promise<number> {
  const { ID, Version } = body.anfrage;
  return versionedUpdate(db, 'betroffenenanfragen_anfragen', {
    id: ID,
    version: Version,
    forceUpdate: body.forceUpdate,
    editor,
    values: columnsOf(body.anfrage),
    notFound: 'anfrageNotFound',
  });
}

export async function deleteAnfrage(db: AnfragenDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('betroffenenanfragen_anfragen').where('ID', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The dates as text (selected after the row's own columns, so these win). */
const textColumns = () => [
  isoDay('a.Eingang_am').as('Eingang_am'),
  isoDay('a.Frist').as('Frist'),
  ...DAY_FIELDS.map((field) => isoDay(`a.${field}`).as(field)),
  isoTimestamp('a.Erstelldatum').as('Erstelldatum'),
  isoTimestamp('a.Bearbeitungsdatum').as('Bearbeitungsdatum'),
];

/** Every request: open ones by Frist (the most urgent first), settled ones after them, newest first. */
export async function loadAnfragen(db: AnfragenDb, now = new Date()): Promise<AnfrageListItem[]> {
  const rows = await db
    .selectFrom('betroffenenanfragen_anfragen as a')
    .select(['a.ID', 'a.Version', 'a.Antragsteller', 'a.Rechte', 'a.Kanal', 'a.Status', 'a.Verlaengerung_Monate'])
    .select(textColumns())
    .orderBy(sql`"Status" in ('beantwortet', 'abgelehnt', 'zurueckgezogen')`)
    .orderBy(sql`case when "Status" in ('beantwortet', 'abgelehnt', 'zurueckgezogen') then null else "Frist" end`)
    .orderBy('a.Eingang_am', 'desc')
    .orderBy('a.ID', 'desc')
    .execute();
  const day = today(now);
  return rows.map(({ Erstelldatum: _created, Verlaengerung_mitgeteilt_am: _told, ...row }) => ({
    ...row,
    Eingang_am: row.Eingang_am!,
    Frist: row.Frist!,
    Ueberfaellig: isOverdue({ Status: row.Status, Frist: row.Frist! }, day),
  }));
}

/** One request with what the register says about its records (Art. 15(1)), in the caller's language. */
export async function loadAnfrage(db: AnfragenDb, viewer: VvtViewer, id: number, language: Language): Promise<Anfrage> {
  const row = await db.selectFrom('betroffenenanfragen_anfragen as a').selectAll('a').select(textColumns()).where('a.ID', '=', id).executeTakeFirst();
  if (!row) throw anfrageNotFound();
  const extracts = await registerExtracts(db, viewer, row.Verarbeitungen, language);
  const recipients = await recordRecipients(
    db,
    viewer,
    extracts.map((e) => e.ID),
  );
  return {
    ...row,
    Eingang_am: row.Eingang_am!,
    Frist: row.Frist!,
    Ueberfaellig: isOverdue({ Status: row.Status, Frist: row.Frist! }, today()),
    Verarbeitungen_Details: extracts.map((e) => ({ ...e, Empfaenger: (recipients.get(e.ID) ?? []).map((r) => r.Firma_Empfaenger) })),
  } as Anfrage;
}
