import { sql } from 'kysely';
import type { VorfaelleDb } from './tables';

/**
 * A page of breaches for the export (ID > after): dates as Date (the workbook writes them as
 * dates), and the names of the linked processing records ("number name"), all of them: the export
 * is the customer's own complete copy.
 */
export function loadVorfaelleForExport(db: VorfaelleDb, after: number, limit: number) {
  return db
    .selectFrom('vorfaelle_vorfaelle as v')
    .selectAll('v')
    .select(
      sql<
        string[]
      >`coalesce((select array_agg(r."Nummer" || ' ' || r."Name" order by r."Nummer") from vvt_verarbeitungen r where r."ID" in (select (jsonb_array_elements_text(v."Verarbeitungen"))::int)), '{}')`.as(
        'Verarbeitungen_Namen',
      ),
    )
    .where('v.ID', '>', after)
    .orderBy('v.ID')
    .limit(limit)
    .execute();
}
