import { sql } from 'kysely';
import { NEW_VERARBEITUNG_STATUS, NEW_VERARBEITUNG_VERSION } from '@vws/shared/contract/vvt';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { SELECTION_FIELDS, type VvtDb } from '../tables';
import type { VvtViewer } from './access';

const NUMMER_MAX = 50;
const NAME_MAX = 300;

/**
 * The next free Nummer after `base` among `taken`: a trailing number counts on from the highest
 * taken one of the same pattern, with its width (VT-001 → VT-027 when VT-026 is the last);
 * without digits a counter is appended (DS → DS-2). Never longer than the field allows.
 */
export function nextFreeNummer(base: string, taken: ReadonlySet<string>): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(base);
  const prefix = match ? match[1]! : `${base}-`;
  const suffix = match ? match[3]! : '';
  const width = match ? match[2]!.length : 1;
  const same = new RegExp(`^${escape(prefix)}(\\d+)${escape(suffix)}$`);
  let n = Math.max(match ? Number(match[2]) : 1, ...[...taken].map((t) => Number(same.exec(t)?.[1] ?? 0)));
  for (;;) {
    n += 1;
    const digits = String(n).padStart(width, '0');
    const candidate = `${prefix.slice(0, NUMMER_MAX - digits.length - suffix.length)}${digits}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Copies record `id` (already checked visible) with its cube cells and process steps: the name
 * given, the next free Nummer at its level (under the customer's Nummer lock), status 0, Version 1,
 * after the last Sortierung, not flagged for review; without VWS_VVTProzesse_WriteProtectedFields
 * the DPO's statement and results start empty, as for a new record. Assignees, relations and
 * links to data transfers are not copied: they describe the original.
 */
export async function duplicateVerarbeitung(
  db: VvtDb,
  id: number,
  viewer: VvtViewer,
  nameOf: (name: string) => string,
): Promise<{ ID: number; Nummer: string }> {
  const source = await db.selectFrom('vvt_verarbeitungen').selectAll().where('ID', '=', id).executeTakeFirstOrThrow();
  await lockForUniqueness(db, 'vvt_verarbeitungen.Nummer');
  const taken = await db.selectFrom('vvt_verarbeitungen').select('Nummer').where('SDM_Ebene_Nr', '=', source.SDM_Ebene_Nr).execute();
  const Nummer = nextFreeNummer(source.Nummer, new Set(taken.map((row) => row.Nummer)));
  const last = await db
    .selectFrom('vvt_verarbeitungen')
    .select((eb) => eb.fn.max('Sortierung').as('max'))
    .where('SDM_Ebene_Nr', '=', source.SDM_Ebene_Nr)
    .executeTakeFirst();
  const { ID: _id, Erstelldatum: _e, Bearbeitungsdatum: _b, ...fields } = source;
  const selections = Object.fromEntries(SELECTION_FIELDS.map((key) => [key, JSON.stringify(source[key])])) as Record<(typeof SELECTION_FIELDS)[number], string>;
  const protectedValues = viewer.mayWriteProtectedFields ? {} : { dsfa_stellungnahme_dsb: '', dsfa_ergebnis: '', bi_ergebnis: '' };
  const { ID } = await db
    .insertInto('vvt_verarbeitungen')
    .values({
      ...fields,
      ...selections,
      ...protectedValues,
      Nummer,
      Name: nameOf(source.Name).slice(0, NAME_MAX),
      ID_Status: NEW_VERARBEITUNG_STATUS,
      Version: NEW_VERARBEITUNG_VERSION,
      Sortierung: Number(last?.max ?? 0) + 1,
      isBereitZurPruefungDSB: false,
      Bearbeiter_User_Uid: viewer.userUid,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vvt_sdm_cube')
    .columns([
      'ID_Verarbeitung',
      'ID_SDM_Cube_Prozessschritt',
      'ID_SDM_Cube_Schutzziel',
      'ID_SDM_Cube_Status',
      'ID_SDM_Cube_Risikostufe',
      'Antwort',
      'Risikobeschreibung',
      'Massnahmen',
      'Bemerkungen_Nachweise',
    ])
    .expression((eb) =>
      eb
        .selectFrom('vvt_sdm_cube')
        .select([
          sql<number>`${ID}::int`.as('ID_Verarbeitung'),
          'ID_SDM_Cube_Prozessschritt',
          'ID_SDM_Cube_Schutzziel',
          'ID_SDM_Cube_Status',
          'ID_SDM_Cube_Risikostufe',
          'Antwort',
          'Risikobeschreibung',
          'Massnahmen',
          'Bemerkungen_Nachweise',
        ])
        .where('ID_Verarbeitung', '=', id),
    )
    .execute();
  await db
    .insertInto('vvt_prozessschritte')
    .columns(['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'Beschreibung'])
    .expression((eb) =>
      eb
        .selectFrom('vvt_prozessschritte')
        .select([sql<number>`${ID}::int`.as('ID_Verarbeitung'), 'ID_SDM_Cube_Prozessschritt', 'Beschreibung'])
        .where('ID_Verarbeitung', '=', id),
    )
    .execute();
  return { ID, Nummer };
}
