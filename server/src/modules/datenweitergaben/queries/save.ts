import { sql } from 'kysely';
import type { z } from 'zod';
import type { FieldError } from '@vws/shared/contract/common';
import {
  NEW_DATENWEITERGABE_VERSION,
  pruefpunkteOf,
  type DatenweitergabeFields,
  type datenweitergabeAddBodySchema,
  type datenweitergabeUpdateBodySchema,
} from '@vws/shared/contract/datenweitergaben';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import { validationError } from '../../../platform/kit/validation';
import { versionedUpdate } from '../../../platform/kit/versioned-write';
import type { DwDb } from '../tables';

export type AddBody = z.output<typeof datenweitergabeAddBodySchema>;
export type UpdateBody = z.output<typeof datenweitergabeUpdateBodySchema>;

/**
 * Rules zod cannot see: the checkpoints sent belong to the chosen legal basis (its keys, each once);
 * without a legal basis none are sent.
 */
export function saveBodyErrors(body: AddBody): FieldError[] {
  const errors: FieldError[] = [];
  const basis = body.datenweitergabe.ID_Rechtsgrundlage;
  const allowed = new Set(pruefpunkteOf(basis));
  const seen = new Set<string>();
  body.pruefpunkte.forEach((p, index) => {
    const at = `pruefpunkte.${index}`;
    if (p.ID_Rechtsgrundlage !== basis) errors.push({ path: `${at}.ID_Rechtsgrundlage`, message: 'otherRechtsgrundlage' });
    else if (!allowed.has(p.Schluessel)) errors.push({ path: `${at}.Schluessel`, message: 'unknownPruefpunkt' });
    else if (seen.has(p.Schluessel)) errors.push({ path: at, message: 'duplicate' });
    seen.add(p.Schluessel);
  });
  return errors;
}

/**
 * The recipient is unique within its group (case and surrounding blanks aside): a second entry
 * for the same recipient in the same group is almost always the same transfer entered twice.
 * Serialised by the kit's unique lock, so two parallel saves cannot both find the name free.
 */
async function assertUniqueRecipient(db: DwDb, fields: DatenweitergabeFields, ownId: number): Promise<void> {
  await lockForUniqueness(db, 'datenweitergaben_datenweitergaben.Firma_Empfaenger');
  const taken = await db
    .selectFrom('datenweitergaben_datenweitergaben')
    .select('ID')
    .where(sql<string>`lower(trim("Firma_Empfaenger"))`, '=', fields.Firma_Empfaenger.trim().toLowerCase())
    .where(sql<string>`lower(trim("Gruppe"))`, '=', fields.Gruppe.trim().toLowerCase())
    .where('ID', '<>', ownId)
    .executeTakeFirst();
  if (taken) throw validationError([{ path: 'datenweitergabe.Firma_Empfaenger', message: 'duplicateEmpfaenger' }]);
}

/** The stored columns of the fields (ID and Version are the kit's). */
function columnsOf(fields: DatenweitergabeFields) {
  const { ID: _id, Version: _version, ...rest } = fields;
  return rest;
}

async function savePruefpunkte(db: DwDb, id: number, body: AddBody): Promise<void> {
  if (body.pruefpunkte.length === 0) return;
  await db
    .insertInto('datenweitergaben_pruefpunkte')
    .values(
      body.pruefpunkte.map((p) => ({
        ID_Datenweitergabe: id,
        ID_Rechtsgrundlage: p.ID_Rechtsgrundlage,
        Schluessel: p.Schluessel,
        Erfuellt: p.Erfuellt,
        Bemerkung: p.Bemerkung,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['ID_Datenweitergabe', 'ID_Rechtsgrundlage', 'Schluessel']).doUpdateSet((eb) => ({
        Erfuellt: eb.ref('excluded.Erfuellt'),
        Bemerkung: eb.ref('excluded.Bemerkung'),
      })),
    )
    .execute();
}

/** A new transfer starts at Version 1 (its status is the one chosen, 0 by default). */
export async function insertDatenweitergabe(db: DwDb, body: AddBody, editor: string): Promise<number> {
  await assertUniqueRecipient(db, body.datenweitergabe, 0);
  const { ID } = await db
    .insertInto('datenweitergaben_datenweitergaben')
    .values({ ...columnsOf(body.datenweitergabe), Version: NEW_DATENWEITERGABE_VERSION, Bearbeiter_User_Uid: editor })
    .returning('ID')
    .executeTakeFirstOrThrow();
  await savePruefpunkte(db, ID, body);
  return ID;
}

/** Versioned update (kit): a stale Version stores nothing and answers 409 unless forceUpdate. */
export async function updateDatenweitergabe(db: DwDb, body: UpdateBody, editor: string): Promise<number> {
  const { ID, Version } = body.datenweitergabe;
  const version = await versionedUpdate(db, 'datenweitergaben_datenweitergaben', {
    id: ID,
    version: Version,
    forceUpdate: body.forceUpdate,
    editor,
    values: columnsOf(body.datenweitergabe),
    notFound: 'datenweitergabeNotFound',
  });
  await assertUniqueRecipient(db, body.datenweitergabe, ID);
  await savePruefpunkte(db, ID, body);
  return version;
}

/** Deletes a transfer; its checkpoints and links go by cascade. */
export async function deleteDatenweitergabe(db: DwDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('datenweitergaben_datenweitergaben').where('ID', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
