import { sql } from 'kysely';
import type { TestApp } from '../app';
import type { Location } from './fill-questions';
import type { DwDb } from '../../src/modules/datenweitergaben/tables';

/**
 * Benchmark data: replaces Muster GmbH's data transfers with `total` generated ones across all
 * contract statuses and legal bases, with checkpoints and a link to a processing record each
 * (data-transfer list benchmark, customer data-export benchmark).
 */
export async function fillTransfers(t: TestApp, location: Location, total: number): Promise<void> {
  await t.tenants.withTenant(location as never, async (tenantDb) => {
    const db = tenantDb as unknown as DwDb;
    await db.deleteFrom('datenweitergaben_datenweitergaben').execute();
    await sql`
      insert into datenweitergaben_datenweitergaben ("Gruppe", "Firma_Empfaenger", "Strasse_Hausnummer", "PLZ", "Ort", "Land",
        "Ansprechpartner_intern", "Vertragsgegenstand", "ID_Vertragsstatus", "ID_Rechtsgrundlage", "isDatenweitergabe_ausserhalb_EU",
        "ID_Rechtsgrundlage_ausserhalb_EU", "Vertragsende", "Wiedervorlagedatum", "Notwendige_Massnahmen")
      select (array['Personal', 'IT', 'Finanzen', 'Vertrieb', 'Marketing'])[1 + n % 5], 'Dienstleister ' || n || ' GmbH', 'Hauptstraße ' || n,
        lpad((10000 + n % 89999)::text, 5, '0'), (array['Köln', 'Berlin', 'München', 'Dublin', 'San Francisco'])[1 + n % 5],
        (array['Deutschland', 'Deutschland', 'Deutschland', 'Irland', 'USA'])[1 + n % 5], 'Petra Neumann',
        'Verarbeitung im Auftrag: Lohnabrechnung und Meldungen an die Sozialversicherung.', n % 10, 1 + n % 6, n % 5 = 4,
        case when n % 5 = 4 then 2 end, current_date + (n % 700 - 200), current_date + (n % 400 - 30),
        'Jährliche Prüfung des TOM-Nachweises.'
      from generate_series(1, ${total}) n`.execute(db);
    // Three checkpoints of the transfer's legal basis and a link to a processing record, when there are any.
    await sql`
      insert into datenweitergaben_pruefpunkte ("ID_Datenweitergabe", "ID_Rechtsgrundlage", "Schluessel", "Erfuellt")
      select d."ID", d."ID_Rechtsgrundlage", k, (d."ID" + length(k)) % 3 > 0
      from datenweitergaben_datenweitergaben d, unnest(array['a', 'b', 'c']) k
      where d."ID_Rechtsgrundlage" is not null`.execute(db);
    await sql`
      insert into datenweitergaben_verarbeitungen ("ID_Datenweitergabe", "ID_Verarbeitung")
      select d."ID", v."ID" from datenweitergaben_datenweitergaben d
      join lateral (select "ID" from vvt_verarbeitungen order by "ID" offset d."ID" % greatest(1, (select count(*) from vvt_verarbeitungen)) limit 1) v on true`.execute(
      db,
    );
    await sql`analyze`.execute(db);
  });
}
