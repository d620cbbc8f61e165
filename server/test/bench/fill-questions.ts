import { sql } from 'kysely';
import type { TestApp } from '../app';

/**
 * Benchmark data: replaces Muster GmbH's questions with `total` generated ones, each with two
 * protection goals and an organisation unit, a remark on every second and a document on every
 * fifth (audit list benchmark, customer data-export benchmark).
 */
export type Location = { customer_uid: string; cluster_dsn: string | null; schema_name: string };

export async function fillQuestions(t: Pick<TestApp, 'tenants'>, location: Location, total: number): Promise<void> {
  await t.tenants.withTenant(location as never, async (db) => {
    await db.deleteFrom('audit_fragen').execute();
    const blocks = (await db.selectFrom('audit_themenbloecke').select('ID').execute()).map((r) => r.ID as number);
    const units = (await db.selectFrom('audit_organisationseinheiten').select('ID').execute()).map((r) => r.ID as number);
    for (let offset = 0; offset < total; offset += 1000) {
      const batch = Array.from({ length: Math.min(1000, total - offset) }, (_, i) => {
        const n = offset + i;
        return {
          Nummer: `${(n % blocks.length) + 1}.${n}`,
          Sortierung: n,
          ID_Themenblock: blocks[n % blocks.length],
          Fragestellung: `Wird die Anforderung ${n} der DSGVO nachweisbar eingehalten und regelmäßig überprüft?`,
          Bemerkung: n % 2 === 0 ? 'Im Audit 2026 besprochen; Nachweise liegen in der Ablage.' : '',
          Empfehlung: n % 3 === 0 ? 'Nachweis dokumentieren und jährlich prüfen.' : '',
          ID_Status: (n % 6) + 1,
        };
      });
      const ids = (await db.insertInto('audit_fragen').values(batch).returning('ID').execute()).map((r) => r.ID as number);
      await db
        .insertInto('audit_fragen_schutzziele')
        .values(
          ids.flatMap((id, i) => [
            { ID_Frage: id, ID_Schutzziel: (i % 7) + 1 },
            { ID_Frage: id, ID_Schutzziel: ((i + 3) % 7) + 1 },
          ]),
        )
        .execute();
      await db
        .insertInto('audit_fragen_organisationseinheiten')
        .values(ids.map((id, i) => ({ ID_Frage: id, ID_Organisationseinheit: units[i % units.length] })))
        .execute();
      await db
        .insertInto('audit_dokumente')
        .values(ids.filter((_, i) => i % 5 === 0).map((id) => ({ ID_Frage: id, Name: `Nachweis ${id}.pdf` })))
        .execute();
    }
    await sql`analyze`.execute(db);
  });
}
