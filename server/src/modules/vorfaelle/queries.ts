import { sql } from 'kysely';
import type { z } from 'zod';
import type { FieldError } from '@vws/shared/contract/common';
import {
  benachrichtigungErforderlich,
  meldefristOf,
  meldungErforderlich,
  meldungVerspaetet,
  type Vorfall,
  type vorfallAddBodySchema,
  type VorfallFields,
  type VorfallListItem,
  type vorfallUpdateBodySchema,
} from '@vws/shared/contract/vorfaelle';
import { isBlank } from '@vws/shared/contract/text';
import { isoTimestamp, isoTimestampOrNull } from '../../platform/kit/sql-text';
import { versionedUpdate } from '../../platform/kit/versioned-write';
import { HttpError } from '../../platform/request-context';
import { recordSummaries, type VvtViewer } from '../vvt/api';
import { INSTANT_FIELDS, type VorfaelleDb } from './tables';

export type AddBody = z.output<typeof vorfallAddBodySchema>;
export type UpdateBody = z.output<typeof vorfallUpdateBodySchema>;

export const vorfallNotFound = () => new HttpError(404, 'notFound', 'vorfallNotFound');

/** What the server derives from the stored dates and the risk (never typed by the user). */
function derive(row: { Kenntnis_am: string; Meldefrist: string; Risiko: VorfallFields['Risiko']; Meldung_Behoerde_am: string | null }) {
  return {
    Meldefrist: row.Meldefrist,
    Meldung_erforderlich: meldungErforderlich(row.Risiko),
    Meldung_verspaetet: meldungVerspaetet(row.Meldung_Behoerde_am, row.Meldefrist),
    Benachrichtigung_erforderlich: benachrichtigungErforderlich(row.Risiko),
  };
}

/**
 * Rules zod cannot see: a notification after the Meldefrist needs its reasons (Art. 33(1)); the
 * dates follow each other (occurred ≤ discovered ≤ became known); the linked records exist and the
 * caller may see them.
 */
export async function saveErrors(db: VorfaelleDb, viewer: VvtViewer, v: VorfallFields): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const at = (field: string) => `vorfall.${field}`;
  if (meldungVerspaetet(v.Meldung_Behoerde_am, meldefristOf(v.Kenntnis_am)) && isBlank(v.Verspaetung_Gruende)) {
    errors.push({ path: at('Verspaetung_Gruende'), message: 'lateNotificationReasons' });
  }
  const time = (value: string | null) => (value ? new Date(value).getTime() : null);
  const [occurred, discovered, known] = [time(v.Eingetreten_am), time(v.Entdeckt_am), time(v.Kenntnis_am)];
  if (occurred !== null && discovered !== null && occurred > discovered) errors.push({ path: at('Entdeckt_am'), message: 'beforeOccurred' });
  if (discovered !== null && known !== null && discovered > known) errors.push({ path: at('Kenntnis_am'), message: 'beforeDiscovered' });
  const ids = [...new Set(v.Verarbeitungen)];
  const found = new Set((await recordSummaries(db, viewer, ids)).map((r) => r.ID));
  ids.forEach((id, index) => {
    if (!found.has(id)) errors.push({ path: at(`Verarbeitungen.${index}`), message: 'unknownRecord' });
  });
  return errors;
}

/** The stored columns of the fields, with the Meldefrist derived from Kenntnis_am. */
function columnsOf(fields: VorfallFields) {
  const { ID: _id, Version: _version, Verletzungsarten, Verarbeitungen, ...rest } = fields;
  return {
    ...rest,
    Meldefrist: meldefristOf(fields.Kenntnis_am),
    Verletzungsarten: JSON.stringify(Verletzungsarten),
    Verarbeitungen: JSON.stringify([...new Set(Verarbeitungen)]),
  };
}

export async function insertVorfall(db: VorfaelleDb, body: AddBody, editor: string): Promise<number> {
  const { ID } = await db
    .insertInto('vorfaelle_vorfaelle')
    .values({ ...columnsOf(body.vorfall), Version: 1, Bearbeiter_User_Uid: editor })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return ID;
}

/** Versioned update (kit): a stale Version stores nothing and answers 409 unless forceUpdate. */
export function updateVorfall(db: VorfaelleDb, body: UpdateBody, editor: string): Promise<number> {
  const { ID, Version } = body.vorfall;
  return versionedUpdate(db, 'vorfaelle_vorfaelle', {
    id: ID,
    version: Version,
    forceUpdate: body.forceUpdate,
    editor,
    values: columnsOf(body.vorfall),
    notFound: 'vorfallNotFound',
  });
}

export async function deleteVorfall(db: VorfaelleDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('vorfaelle_vorfaelle').where('ID', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The dates as ISO text in UTC (selected after the row's own columns, so these win). */
const instantColumns = () => [
  isoTimestamp('v.Kenntnis_am').as('Kenntnis_am'),
  isoTimestamp('v.Meldefrist').as('Meldefrist'),
  isoTimestamp('v.Erstelldatum').as('Erstelldatum'),
  isoTimestamp('v.Bearbeitungsdatum').as('Bearbeitungsdatum'),
  ...INSTANT_FIELDS.map((field) => isoTimestampOrNull(`v.${field}`).as(field)),
];

/** Every breach, newest first, closed ones last. */
export async function loadVorfaelle(db: VorfaelleDb): Promise<VorfallListItem[]> {
  const rows = await db
    .selectFrom('vorfaelle_vorfaelle as v')
    .select(['v.ID', 'v.Version', 'v.Titel', 'v.Status', 'v.Risiko', 'v.Anzahl_Betroffene'])
    .select(instantColumns())
    .orderBy(sql`"Status" = 'abgeschlossen'`)
    .orderBy('v.Kenntnis_am', 'desc')
    .orderBy('v.ID', 'desc')
    .execute();
  return rows.map(({ Erstelldatum: _created, Eingetreten_am: _occurred, Entdeckt_am: _discovered, ...row }) => ({ ...row, ...derive(row) }));
}

export async function loadVorfall(db: VorfaelleDb, viewer: VvtViewer, id: number): Promise<Vorfall> {
  const row = await db.selectFrom('vorfaelle_vorfaelle as v').selectAll('v').select(instantColumns()).where('v.ID', '=', id).executeTakeFirst();
  if (!row) throw vorfallNotFound();
  const details = await recordSummaries(db, viewer, row.Verarbeitungen);
  return { ...row, ...derive(row), Verarbeitungen_Details: details } as Vorfall;
}
