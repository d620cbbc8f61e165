import type { FieldError } from '@vws/shared/contract/common';
import type { DwMapping, DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { validationError } from '../../../platform/kit/validation';
import { visibleToViewer, type VvtViewer } from '../../vvt/api';
import type { DwDb } from '../tables';

/**
 * Links transfer -> processing record (spec §3 "Data transfer to processing"), read and saved from
 * either side. Records the viewer may not see (VVT's assigned-only viewing) are neither shown nor
 * linkable. The stored level of a record counts, not Ebene_Nr_Verarbeitung of the body.
 */
export type MappingSide = { kind: 'datenweitergabe'; id: number } | { kind: 'verarbeitung'; id: number };

const ownColumn = (side: MappingSide): 'ID_Datenweitergabe' | 'ID_Verarbeitung' => (side.kind === 'datenweitergabe' ? 'ID_Datenweitergabe' : 'ID_Verarbeitung');

export async function loadMappings(db: DwDb, viewer: VvtViewer, side: MappingSide): Promise<DwMappingView[]> {
  const rows = await db
    .selectFrom('datenweitergaben_verarbeitungen as m')
    .innerJoin('vvt_verarbeitungen as v', 'v.ID', 'm.ID_Verarbeitung')
    .innerJoin('datenweitergaben_datenweitergaben as d', 'd.ID', 'm.ID_Datenweitergabe')
    .select([
      'm.ID',
      'm.ID_Datenweitergabe',
      'm.ID_Verarbeitung',
      'v.SDM_Ebene_Nr as Ebene_Nr_Verarbeitung',
      'v.Nummer as Verarbeitung_Nummer',
      'v.Name as Verarbeitung_Name',
      'd.Firma_Empfaenger',
      'd.Gruppe',
      'd.ID_Vertragsstatus',
    ])
    .where(`m.${ownColumn(side)}`, '=', side.id)
    .where(visibleToViewer(viewer, 'v.ID'))
    .orderBy(side.kind === 'datenweitergabe' ? 'v.SDM_Ebene_Nr' : 'd.Firma_Empfaenger')
    .orderBy(side.kind === 'datenweitergabe' ? 'v.Nummer' : 'd.Gruppe')
    .orderBy('m.ID')
    .execute();
  return rows.map((row) => ({ ...row, IsDeleted: false }));
}

/**
 * The side a save body is about: the transfer (or record) all its rows share. Rows of another one
 * are refused (400 notOfThisRecord); an empty body changes nothing.
 */
export function sideOfBody(kind: MappingSide['kind'], rows: readonly DwMapping[]): MappingSide | null {
  const first = rows[0];
  if (!first) return null;
  const id = kind === 'datenweitergabe' ? first.ID_Datenweitergabe : first.ID_Verarbeitung;
  const errors: FieldError[] = [];
  rows.forEach((row, index) => {
    const own = kind === 'datenweitergabe' ? row.ID_Datenweitergabe : row.ID_Verarbeitung;
    if (own !== id) errors.push({ path: `mappings.${index}`, message: 'notOfThisRecord' });
  });
  if (errors.length) throw validationError(errors);
  return { kind, id };
}

/**
 * Applies the new (ID 0) and deleted rows (spec §4); other rows are ignored. Refused with 400 and
 * nothing stored: an unknown or hidden record or transfer, a pair stored already or twice in the
 * body. Deleting a row that does not exist (any more) is harmless.
 */
export async function saveMappings(db: DwDb, viewer: VvtViewer, side: MappingSide, rows: readonly DwMapping[]): Promise<void> {
  const own = ownColumn(side);
  const deletedIds = rows.filter((r) => r.IsDeleted && r.ID > 0).map((r) => r.ID);
  if (deletedIds.length) {
    await db
      .deleteFrom('datenweitergaben_verarbeitungen')
      .where('ID', 'in', deletedIds)
      .where(own, '=', side.id)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('vvt_verarbeitungen as v')
            .select('v.ID')
            .whereRef('v.ID', '=', 'datenweitergaben_verarbeitungen.ID_Verarbeitung')
            .where(visibleToViewer(viewer, 'v.ID')),
        ),
      )
      .execute();
  }
  // Links to records deleted meanwhile (there is no foreign key to the VVT, see the migration).
  await db
    .deleteFrom('datenweitergaben_verarbeitungen')
    .where(own, '=', side.id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('vvt_verarbeitungen as v').select('v.ID').whereRef('v.ID', '=', 'datenweitergaben_verarbeitungen.ID_Verarbeitung'))),
    )
    .execute();

  const added = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.ID === 0 && !row.IsDeleted);
  if (added.length === 0) return;
  const recordIds = [...new Set(added.map(({ row }) => row.ID_Verarbeitung))];
  const transferIds = [...new Set(added.map(({ row }) => row.ID_Datenweitergabe))];
  const records = new Set(
    (await db.selectFrom('vvt_verarbeitungen as v').select('v.ID').where('v.ID', 'in', recordIds).where(visibleToViewer(viewer, 'v.ID')).execute()).map(
      (r) => r.ID,
    ),
  );
  const transfers = new Set((await db.selectFrom('datenweitergaben_datenweitergaben').select('ID').where('ID', 'in', transferIds).execute()).map((r) => r.ID));
  const stored = await db.selectFrom('datenweitergaben_verarbeitungen').select(['ID_Datenweitergabe', 'ID_Verarbeitung']).where(own, '=', side.id).execute();
  const pairs = new Set(stored.map((r) => `${r.ID_Datenweitergabe}>${r.ID_Verarbeitung}`));
  const errors: FieldError[] = [];
  for (const { row, index } of added) {
    const pair = `${row.ID_Datenweitergabe}>${row.ID_Verarbeitung}`;
    if (!records.has(row.ID_Verarbeitung)) errors.push({ path: `mappings.${index}.ID_Verarbeitung`, message: 'unknownRecord' });
    else if (!transfers.has(row.ID_Datenweitergabe)) errors.push({ path: `mappings.${index}.ID_Datenweitergabe`, message: 'unknownDatenweitergabe' });
    else if (pairs.has(pair)) errors.push({ path: `mappings.${index}`, message: 'duplicate' });
    pairs.add(pair);
  }
  if (errors.length) throw validationError(errors);
  await db
    .insertInto('datenweitergaben_verarbeitungen')
    .values(added.map(({ row }) => ({ ID_Datenweitergabe: row.ID_Datenweitergabe, ID_Verarbeitung: row.ID_Verarbeitung })))
    .execute();
}
