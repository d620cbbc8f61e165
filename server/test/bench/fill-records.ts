import { sql } from 'kysely';
import type { TestApp } from '../app';
import type { Location } from './fill-questions';
import type { VvtDb } from '../../src/modules/vvt/tables';

/**
 * Benchmark data: replaces Muster GmbH's register with `total` generated records, a third per
 * level, each with filled texts, 28 cube cells and 4 process steps, related 1 → 2 → 3, every fifth
 * assigned to `assignee` (VVT list, register export and customer data-export benchmarks).
 */
export async function fillRecords(t: TestApp, location: Location, total: number, assignee: string): Promise<void> {
  await t.tenants.withTenant(location as never, async (tenantDb) => {
    const db = tenantDb as unknown as VvtDb;
    await db.deleteFrom('vvt_verarbeitungen').execute();
    await sql`
      insert into vvt_verarbeitungen ("SDM_Ebene_Nr", "ID_Status", "Sortierung", "Nummer", "Name", "Gruppe", "Zweck",
        "Verantwortlich_Name", "Verantwortlich_Abteilung", "rechtsgrundlage", "aufbewahrungsfristen", "datensicherheit_tom",
        "personengruppen", "datenkategorien", "speicherort", "dsfa_k_umfang", "dsfa_k_bewertung", "bcm_max_ausfallzeit_stunden")
      select 1 + n % 3, n % 6, n, 'B-' || n, 'Verarbeitung ' || n || ' der Fachabteilung',
        (array['Personal', 'Vertrieb', 'IT', 'Finanzen'])[1 + n % 4],
        'Zweck der Verarbeitung ' || n || ': Durchführung des Vertragsverhältnisses mit den Betroffenen.',
        'Petra Neumann', 'Personal', 'Art. 6 Abs. 1 lit. b DSGVO', '10 Jahre nach Ende des Vertrags (§ 147 AO)',
        'Rollen- und Berechtigungskonzept, Protokollierung, Verschlüsselung bei Übertragung und Speicherung.',
        '["employees","customers"]', '["name","address","bankDetails"]', '["erp"]', n % 4 = 0, n % 6 = 0, 168 * (1 + n % 3)
      from generate_series(1, ${total}) n`.execute(db);
    await sql`
      insert into vvt_sdm_cube ("ID_Verarbeitung", "ID_SDM_Cube_Prozessschritt", "ID_SDM_Cube_Schutzziel",
        "ID_SDM_Cube_Status", "ID_SDM_Cube_Risikostufe", "Antwort", "Massnahmen")
      select v."ID", s, g, (v."ID" + s + g) % 6, (v."ID" + g) % 4,
        'Es werden nur die erforderlichen Daten verarbeitet.', 'Rollen- und Berechtigungskonzept.'
      from vvt_verarbeitungen v, generate_series(1, 4) s, generate_series(1, 7) g`.execute(db);
    await sql`insert into vvt_prozessschritte ("ID_Verarbeitung", "ID_SDM_Cube_Prozessschritt", "Beschreibung")
      select v."ID", s, 'Beschreibung der Phase ' || s from vvt_verarbeitungen v, generate_series(1, 4) s`.execute(db);
    // Each level-1 record uses the next level-2 record, which runs on the next level-3 record.
    await sql`insert into vvt_relationen ("ID_Verarbeitung_Parent", "ID_Verarbeitung_Child")
      select p."ID", c."ID" from vvt_verarbeitungen p join vvt_verarbeitungen c on c."Sortierung" = p."Sortierung" + 1
      where p."SDM_Ebene_Nr" < c."SDM_Ebene_Nr"`.execute(db);
    await sql`insert into vvt_zuweisungen ("ID_Verarbeitung", user_uid) select "ID", ${assignee} from vvt_verarbeitungen where "ID" % 5 = 0`.execute(db);
    await sql`analyze`.execute(db);
  });
}
