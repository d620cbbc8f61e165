import { sql } from 'kysely';
import { NEW_DATENWEITERGABE_VERSION } from '@vws/shared/contract/datenweitergaben';
import { lockForUniqueness } from '../../../platform/kit/unique-lock';
import type { DwDb } from '../tables';
import { datenweitergabeNotFound } from './detail';

const EMPFAENGER_MAX = 300;

/**
 * Copies transfer `id` with its checkpoints: the recipient named by `nameOf` ("Kopie von …"), with
 * " (2)", " (3)" … while that name is taken in the group (the recipient is unique per group, under
 * the same lock as a save), contract status 0 (a new contract to be checked), Version 1. Its links
 * to processing records are not copied: they describe the original contract.
 */
export async function duplicateDatenweitergabe(
  db: DwDb,
  id: number,
  editor: string,
  nameOf: (name: string) => string,
): Promise<{ ID: number; Firma_Empfaenger: string }> {
  const source = await db.selectFrom('datenweitergaben_datenweitergaben').selectAll().where('ID', '=', id).executeTakeFirst();
  if (!source) throw datenweitergabeNotFound();
  await lockForUniqueness(db, 'datenweitergaben_datenweitergaben.Firma_Empfaenger');
  const base = nameOf(source.Firma_Empfaenger);
  const taken = await db
    .selectFrom('datenweitergaben_datenweitergaben')
    .select(sql<string>`lower(trim("Firma_Empfaenger"))`.as('name'))
    .where(sql<string>`lower(trim("Gruppe"))`, '=', source.Gruppe.trim().toLowerCase())
    .execute();
  const names = new Set(taken.map((row) => row.name));
  let Firma_Empfaenger = base.slice(0, EMPFAENGER_MAX);
  for (let n = 2; names.has(Firma_Empfaenger.trim().toLowerCase()); n += 1) Firma_Empfaenger = `${base.slice(0, EMPFAENGER_MAX - 8)} (${n})`;
  const { ID: _id, Erstelldatum: _e, Bearbeitungsdatum: _b, ...fields } = source;
  const { ID } = await db
    .insertInto('datenweitergaben_datenweitergaben')
    .values({ ...fields, Firma_Empfaenger, ID_Vertragsstatus: 0, Version: NEW_DATENWEITERGABE_VERSION, Bearbeiter_User_Uid: editor })
    .returning('ID')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('datenweitergaben_pruefpunkte')
    .columns(['ID_Datenweitergabe', 'ID_Rechtsgrundlage', 'Schluessel', 'Erfuellt', 'Bemerkung'])
    .expression((eb) =>
      eb
        .selectFrom('datenweitergaben_pruefpunkte')
        .select([sql<number>`${ID}::int`.as('ID_Datenweitergabe'), 'ID_Rechtsgrundlage', 'Schluessel', 'Erfuellt', 'Bemerkung'])
        .where('ID_Datenweitergabe', '=', id),
    )
    .execute();
  return { ID, Firma_Empfaenger };
}
