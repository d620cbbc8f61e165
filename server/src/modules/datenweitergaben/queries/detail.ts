import type { DatenweitergabeDetail, Pruefpunkt } from '@vws/shared/contract/datenweitergaben';
import { HttpError } from '../../../platform/request-context';
import { DAY_FIELDS, type DwDb } from '../tables';
import { isoDay, isoTimestamp } from './sql';

export const datenweitergabeNotFound = () => new HttpError(404, 'notFound', 'datenweitergabeNotFound');

/** 404 unless the transfer exists. */
export async function assertDatenweitergabeExists(db: DwDb, id: number): Promise<void> {
  const row = await db.selectFrom('datenweitergaben_datenweitergaben').select('ID').where('ID', '=', id).executeTakeFirst();
  if (!row) throw datenweitergabeNotFound();
}

/** The transfer with its dates as text, and its stored checkpoints of every legal basis. */
export async function loadDatenweitergabeDetail(db: DwDb, id: number): Promise<DatenweitergabeDetail> {
  const row = await db
    .selectFrom('datenweitergaben_datenweitergaben as d')
    .selectAll('d')
    .select([
      ...DAY_FIELDS.map((field) => isoDay(`d.${field}`).as(field)),
      isoTimestamp('d.Erstelldatum').as('Erstelldatum'),
      isoTimestamp('d.Bearbeitungsdatum').as('Bearbeitungsdatum'),
    ])
    .where('d.ID', '=', id)
    .executeTakeFirst();
  if (!row) throw datenweitergabeNotFound();
  const pruefpunkte = await db
    .selectFrom('datenweitergaben_pruefpunkte')
    .select(['ID_Rechtsgrundlage', 'Schluessel', 'Erfuellt', 'Bemerkung'])
    .where('ID_Datenweitergabe', '=', id)
    .orderBy('ID_Rechtsgrundlage')
    .orderBy('ID')
    .execute();
  return { datenweitergabe: row as unknown as DatenweitergabeDetail['datenweitergabe'], pruefpunkte: pruefpunkte as Pruefpunkt[] };
}
