import type { VvtReportRecipient } from '@vws/shared/contract/vvt';
import type { VvtViewer } from '../../vvt/api';
import type { DwDb } from '../tables';
import { loadMappings } from './mappings';

/**
 * The recipients of processing records for the VVT's full report: the links of GET
 * /vvt/verarbeitung-datenweitergaben (loadMappings, with the VVT's visibility rules), read only for
 * the records that have links at all (one indexed look-up per page of records), plus each
 * transfer's country. Records without links are absent from the map.
 */
export async function recipientsOfRecords(db: DwDb, viewer: VvtViewer, ids: readonly number[]): Promise<Map<number, VvtReportRecipient[]>> {
  if (ids.length === 0) return new Map();
  const linked = await db
    .selectFrom('datenweitergaben_verarbeitungen')
    .select('ID_Verarbeitung')
    .distinct()
    .where('ID_Verarbeitung', 'in', ids)
    .orderBy('ID_Verarbeitung')
    .execute();
  const links = new Map<number, Awaited<ReturnType<typeof loadMappings>>>();
  for (const { ID_Verarbeitung: id } of linked) links.set(id, await loadMappings(db, viewer, { kind: 'verarbeitung', id }));
  const transferIds = [...new Set([...links.values()].flatMap((rows) => rows.map((r) => r.ID_Datenweitergabe)))];
  const transfers = new Map(
    transferIds.length === 0
      ? []
      : (
          await db
            .selectFrom('datenweitergaben_datenweitergaben')
            .select(['ID', 'Land', 'Land_Code', 'isDatenweitergabe_ausserhalb_EU', 'ID_Rechtsgrundlage_ausserhalb_EU'])
            .where('ID', 'in', transferIds)
            .execute()
        ).map((d) => [d.ID, d]),
  );
  const result = new Map<number, VvtReportRecipient[]>();
  for (const [id, rows] of links) {
    result.set(
      id,
      rows.map((r) => {
        const transfer = transfers.get(r.ID_Datenweitergabe);
        return {
          ID_Datenweitergabe: r.ID_Datenweitergabe,
          Firma_Empfaenger: r.Firma_Empfaenger,
          Land: transfer?.Land ?? '',
          Land_Code: transfer?.Land_Code ?? null,
          Gruppe: r.Gruppe,
          isDatenweitergabe_ausserhalb_EU: transfer?.isDatenweitergabe_ausserhalb_EU ?? false,
          ID_Rechtsgrundlage_ausserhalb_EU: transfer?.ID_Rechtsgrundlage_ausserhalb_EU ?? null,
        };
      }),
    );
  }
  return result;
}
