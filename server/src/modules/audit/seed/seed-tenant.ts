import { sql } from 'kysely';
import { AUDIT_FREITEXT_KEY } from '@vws/shared/contract/audit';
import type { TenantSeedContext } from '../../../platform/module';
import type { AuditTenantTables } from '../tables';
import { SEED_BLOCKS, SEED_CUSTOM_SCHUTZZIELE, SEED_DOKUMENTE, SEED_EINHEITEN } from './questionnaire';

/** A plausible mix of states for an audit in progress; each customer walks it from another start. */
const STATUS_PATTERN = [3, 3, 2, 5, 3, 1, 6, 3, 4, 2, 3, 5, 3, 6, 1, 3];

const BEMERKUNGEN = [
  'Nachweis liegt in der Dokumentenablage.',
  'Im letzten Audit bemängelt, Umsetzung läuft.',
  'Abstimmung mit der Fachabteilung steht aus.',
  '',
  '',
];

/**
 * The demo questionnaire of a customer: Muster GmbH gets all 45 questions, Beispiel AG a slightly
 * different audit (no video surveillance, a sales unit instead of marketing, another status mix).
 */
export async function seedAuditTenant({ db, customerName, users }: TenantSeedContext<AuditTenantTables>): Promise<void> {
  const beispiel = customerName.startsWith('Beispiel');
  const editor = users['dsb@example.com'] ?? Object.values(users)[0] ?? '';
  const rename = (unit: string) => (beispiel && unit === 'Marketing' ? 'Vertrieb' : unit);
  const stamp = { Bearbeiter_User_Uid: editor };

  const units = await db
    .insertInto('audit_organisationseinheiten')
    .values(SEED_EINHEITEN.map((name) => ({ Name: rename(name), ...stamp })))
    .returning(['ID', 'Name'])
    .execute();
  const unitId = new Map(units.map((u) => [u.Name as string, u.ID as number]));
  const custom = await db
    .insertInto('audit_schutzziele')
    .values(SEED_CUSTOM_SCHUTZZIELE.map((Name) => ({ Name, ID_Schutzzielpaket: 2, ...stamp })))
    .returning('ID')
    .execute();
  const customGoalId = custom[0].ID as number;

  let position = 0;
  const frageIdByNummer = new Map<string, number>();
  for (const block of SEED_BLOCKS) {
    const { ID: blockId } = await db
      .insertInto('audit_themenbloecke')
      .values({ Name: block.name, ...stamp })
      .returning('ID')
      .executeTakeFirstOrThrow();
    for (const frage of block.fragen) {
      if (beispiel && ['7.5', '7.6'].includes(frage.nummer)) continue;
      position += 1;
      const status = STATUS_PATTERN[(position + (beispiel ? 5 : 0)) % STATUS_PATTERN.length];
      const { ID } = await db
        .insertInto('audit_fragen')
        .values({
          Nummer: frage.nummer,
          Sortierung: position * 10,
          ID_Themenblock: blockId,
          Fragestellung: frage.frage,
          Empfehlung: status === 3 ? '' : frage.empfehlung,
          Bemerkung: BEMERKUNGEN[position % BEMERKUNGEN.length],
          ID_Status: status,
          Version: 1 + (position % 3),
          Erstelldatum: sql`now() - make_interval(days => ${120 - position})`,
          Bearbeitungsdatum: sql`now() - make_interval(days => ${(position * 7) % 60})`,
          ...stamp,
        })
        .returning('ID')
        .executeTakeFirstOrThrow();
      frageIdByNummer.set(frage.nummer, ID as number);
      const ziele = position % 7 === 0 ? [...frage.ziele, customGoalId] : frage.ziele;
      await db
        .insertInto('audit_fragen_schutzziele')
        .values(ziele.map((z) => ({ ID_Frage: ID, ID_Schutzziel: z })))
        .execute();
      await db
        .insertInto('audit_fragen_organisationseinheiten')
        .values(frage.einheiten.map((u) => ({ ID_Frage: ID, ID_Organisationseinheit: unitId.get(rename(u))! })))
        .execute();
    }
  }

  for (const dok of SEED_DOKUMENTE) {
    const frageId = frageIdByNummer.get(dok.nummer);
    if (frageId)
      await db
        .insertInto('audit_dokumente')
        .values({ ID_Frage: frageId, Name: dok.Name, Link: dok.Link, ...stamp })
        .execute();
  }

  await db
    .insertInto('core_freitext')
    .values({
      key: AUDIT_FREITEXT_KEY,
      Wert: `Stand des Datenschutz-Audits der ${customerName}. Offene Punkte werden bis zum Quartalsende mit den Fachabteilungen geklärt.`,
      Bearbeitungsdatum: sql`now()`,
      ...stamp,
    })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ Wert: eb.ref('excluded.Wert'), Bearbeiter_User_Uid: eb.ref('excluded.Bearbeiter_User_Uid') })))
    .execute();
}
