import { sql } from 'kysely';
import type { z } from 'zod';
import type { FieldError } from '@vws/shared/contract/common';
import {
  NEW_VERARBEITUNG_STATUS,
  NEW_VERARBEITUNG_VERSION,
  WRITE_PROTECTED_FIELDS,
  type VerarbeitungFields,
  type verarbeitungAddBodySchema,
  type verarbeitungUpdateBodySchema,
  type WriteProtectedField,
} from '@vws/shared/contract/vvt';
import { validationError } from '../../../platform/kit/validation';
import { lockRelationGraph } from './relations';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { versionedUpdate } from '../../../platform/kit/versioned-write';
import { nextSortierung } from '../../../platform/kit/ordering';
import type { VvtViewer } from './access';
import type { VvtDb } from '../tables';

export type AddBody = z.output<typeof verarbeitungAddBodySchema>;
export type UpdateBody = z.output<typeof verarbeitungUpdateBodySchema>;

/** Rules zod cannot see: one cell per step and goal, one description per step. */
export function saveBodyErrors(body: AddBody): FieldError[] {
  const fields: FieldError[] = [];
  const cells = new Set<string>();
  body.sdmCube.forEach((cell, index) => {
    const key = `${cell.ID_SDM_Cube_Prozessschritt}:${cell.ID_SDM_Cube_Schutzziel}`;
    if (cells.has(key)) fields.push({ path: `sdmCube.${index}`, message: 'duplicate' });
    cells.add(key);
  });
  const steps = new Set<number>();
  body.prozessschritte.forEach((step, index) => {
    if (steps.has(step.ID_SDM_Cube_Prozessschritt)) fields.push({ path: `prozessschritte.${index}`, message: 'duplicate' });
    steps.add(step.ID_SDM_Cube_Prozessschritt);
  });
  return fields;
}

/** The stored columns of a record's fields (ID and Version are the kit's; selections as JSON text). */
function recordValues(fields: VerarbeitungFields) {
  const { ID: _id, Version: _version, speicherort, personengruppen, datenkategorien, ...rest } = fields;
  return {
    ...rest,
    speicherort: JSON.stringify(speicherort),
    personengruppen: JSON.stringify(personengruppen),
    datenkategorien: JSON.stringify(datenkategorien),
  };
}

async function saveCubeAndSteps(db: VvtDb, id: number, body: AddBody): Promise<void> {
  if (body.sdmCube.length) {
    await db
      .insertInto('vvt_sdm_cube')
      .values(
        body.sdmCube.map((c) => ({
          ID_Verarbeitung: id,
          ID_SDM_Cube_Prozessschritt: c.ID_SDM_Cube_Prozessschritt,
          ID_SDM_Cube_Schutzziel: c.ID_SDM_Cube_Schutzziel,
          ID_SDM_Cube_Status: c.ID_SDM_Cube_Status,
          ID_SDM_Cube_Risikostufe: c.ID_SDM_Cube_Risikostufe,
          Antwort: c.Antwort,
          Risikobeschreibung: c.Risikobeschreibung,
          Massnahmen: c.Massnahmen,
          Bemerkungen_Nachweise: c.Bemerkungen_Nachweise,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt', 'ID_SDM_Cube_Schutzziel']).doUpdateSet((eb) => ({
          ID_SDM_Cube_Status: eb.ref('excluded.ID_SDM_Cube_Status'),
          ID_SDM_Cube_Risikostufe: eb.ref('excluded.ID_SDM_Cube_Risikostufe'),
          Antwort: eb.ref('excluded.Antwort'),
          Risikobeschreibung: eb.ref('excluded.Risikobeschreibung'),
          Massnahmen: eb.ref('excluded.Massnahmen'),
          Bemerkungen_Nachweise: eb.ref('excluded.Bemerkungen_Nachweise'),
        })),
      )
      .execute();
  }
  if (body.prozessschritte.length) {
    await db
      .insertInto('vvt_prozessschritte')
      .values(
        body.prozessschritte.map((s) => ({ ID_Verarbeitung: id, ID_SDM_Cube_Prozessschritt: s.ID_SDM_Cube_Prozessschritt, Beschreibung: s.Beschreibung })),
      )
      .onConflict((oc) =>
        oc.columns(['ID_Verarbeitung', 'ID_SDM_Cube_Prozessschritt']).doUpdateSet((eb) => ({ Beschreibung: eb.ref('excluded.Beschreibung') })),
      )
      .execute();
  }
}

/** How a Nummer is compared at a level (the unique index vvt_verarbeitungen_nummer_unique: case and blanks aside). */
export const nummerKey = (level: number, nummer: string) => `${level}:${nummer.trim().toLowerCase()}`;

/**
 * A Nummer exists once per level (the template import treats level + Nummer as identity):
 * 400 duplicateNummerAtLevel. Serialised with the import by the kit's unique lock; the unique index
 * is the guarantee behind it.
 */
async function assertNummerFreeAtLevel(db: VvtDb, fields: VerarbeitungFields, ownId: number): Promise<void> {
  await lockForUniqueness(db, 'vvt_verarbeitungen.Nummer');
  const taken = await db
    .selectFrom('vvt_verarbeitungen')
    .select('ID')
    .where('SDM_Ebene_Nr', '=', fields.SDM_Ebene_Nr)
    .where(sql<string>`lower(trim("Nummer"))`, '=', fields.Nummer.trim().toLowerCase())
    .where('ID', '<>', ownId)
    .executeTakeFirst();
  if (taken) throw validationError([{ path: 'verarbeitung.Nummer', message: 'duplicateNummerAtLevel' }]);
}

/**
 * A new record starts at status 0 and Version 1 whatever the client sent; without
 * VWS_VVTProzesse_WriteProtectedFields the DPO's statement and results start empty and the DPIA undecided.
 */
export async function insertVerarbeitung(db: VvtDb, body: AddBody, viewer: VvtViewer): Promise<number> {
  const protectedValues = viewer.mayWriteProtectedFields ? {} : { dsfa_erforderlich: null, dsfa_stellungnahme_dsb: '', dsfa_ergebnis: '', bi_ergebnis: '' };
  await assertNummerFreeAtLevel(db, body.verarbeitung, 0);
  const { ID } = await db
    .insertInto('vvt_verarbeitungen')
    .values({
      ...recordValues(body.verarbeitung),
      // 0 (the form's default): after the last record, so a new one never jumps to the top.
      Sortierung: body.verarbeitung.Sortierung > 0 ? body.verarbeitung.Sortierung : await nextSortierung(db, 'vvt_verarbeitungen'),
      ...protectedValues,
      ID_Status: NEW_VERARBEITUNG_STATUS,
      Version: NEW_VERARBEITUNG_VERSION,
      Bearbeiter_User_Uid: viewer.userUid,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  await saveCubeAndSteps(db, ID, body);
  return ID;
}

/** A record's level may change only while its relations still keep parents at or below and children at or above it. */
async function assertLevelFitsRelations(db: VvtDb, id: number, level: number): Promise<void> {
  await lockRelationGraph(db);
  const conflict = await db
    .selectFrom('vvt_relationen as r')
    .innerJoin('vvt_verarbeitungen as p', 'p.ID', 'r.ID_Verarbeitung_Parent')
    .innerJoin('vvt_verarbeitungen as c', 'c.ID', 'r.ID_Verarbeitung_Child')
    .select('r.ID')
    .where((eb) =>
      eb.or([
        eb.and([eb('r.ID_Verarbeitung_Child', '=', id), eb('p.SDM_Ebene_Nr', '>', level)]),
        eb.and([eb('r.ID_Verarbeitung_Parent', '=', id), eb('c.SDM_Ebene_Nr', '<', level)]),
      ]),
    )
    .executeTakeFirst();
  if (conflict) throw validationError([{ path: 'verarbeitung.SDM_Ebene_Nr', message: 'levelConflictsWithRelations' }]);
}

export interface UpdateResult {
  Version: number;
  keptWriteProtectedFields: WriteProtectedField[];
}

/**
 * Optimistic locking on Version (kit versionedUpdate): a stale one is refused with 409 unless
 * forceUpdate. Without VWS_VVTProzesse_WriteProtectedFields the stored DPO fields are kept and the
 * ones the caller tried to change are reported.
 */
export async function updateVerarbeitung(db: VvtDb, body: UpdateBody, viewer: VvtViewer, storedLevel: number): Promise<UpdateResult> {
  const id = body.verarbeitung.ID;
  const values: Record<string, unknown> = recordValues(body.verarbeitung);
  const kept: WriteProtectedField[] = [];
  if (!viewer.mayWriteProtectedFields) {
    const stored = await db.selectFrom('vvt_verarbeitungen').select(WRITE_PROTECTED_FIELDS).where('ID', '=', id).executeTakeFirstOrThrow();
    for (const field of WRITE_PROTECTED_FIELDS) {
      if (body.verarbeitung[field] !== stored[field]) kept.push(field);
      values[field] = stored[field];
    }
  }
  if (body.verarbeitung.SDM_Ebene_Nr !== storedLevel) await assertLevelFitsRelations(db, id, body.verarbeitung.SDM_Ebene_Nr);
  await assertNummerFreeAtLevel(db, body.verarbeitung, id);
  const Version = await versionedUpdate(db, 'vvt_verarbeitungen', {
    id,
    version: body.verarbeitung.Version,
    forceUpdate: body.forceUpdate,
    editor: viewer.userUid,
    values,
    notFound: 'verarbeitungNotFound',
  });
  await saveCubeAndSteps(db, id, body);
  return { Version, keptWriteProtectedFields: kept };
}

/** Deletes a record; its cells, steps, assignments and relations go by cascade. */
export async function deleteVerarbeitung(db: VvtDb, id: number): Promise<void> {
  await db.deleteFrom('vvt_verarbeitungen').where('ID', '=', id).execute();
}
