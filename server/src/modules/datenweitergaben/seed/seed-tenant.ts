import { datenweitergabeFieldsSchema, pruefpunkteOf } from '@vws/shared/contract/datenweitergaben';
import { applyCountryRules } from '../queries/country-rules';
import type { TenantSeedContext } from '../../../platform/module';
import type { DwTenantTables } from '../tables';
import { TRANSFERS, type SeedTransfer } from './transfers';

/** 'YYYY-MM-DD' of the seeding day plus `days` (dates stay current however old the database is at first start). */
function day(days: number | undefined): string | null {
  if (days === undefined) return null;
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo transfers of a demo customer, after the VVT seed (serverModules order): Muster GmbH gets
 * 22 transfers across every contract status with their checkpoints and links to the demo register;
 * Beispiel AG three of them.
 */
export async function seedDatenweitergabenTenant({ db, customerName, users }: TenantSeedContext<DwTenantTables>): Promise<void> {
  const beispiel = customerName.startsWith('Beispiel');
  const editor = users['dsb@example.com'] ?? Object.values(users)[0] ?? null;
  const records = await db.selectFrom('vvt_verarbeitungen').select(['ID', 'Nummer']).execute();
  const recordOf = new Map(records.map((r) => [r.Nummer, r.ID]));

  for (const t of TRANSFERS.filter((x: SeedTransfer) => !beispiel || x.beispiel)) {
    // The same country rules as a save: code, name and outside-EU flag from the country.
    const { ID: _id, Version: _version, ...fields } = applyCountryRules(datenweitergabeFieldsSchema.parse(t.fields)).fields;
    const { ID } = await db
      .insertInto('datenweitergaben_datenweitergaben')
      .values({
        ...fields,
        Unterzeichnungsdatum: day(t.tage?.unterzeichnet),
        Vertragsende: day(t.tage?.ende),
        Wiedervorlagedatum: day(t.tage?.wiedervorlage),
        Letzte_Pruefung: day(t.tage?.pruefung),
        DTFA_Datum: day(t.tage?.dtfa),
        Bearbeiter_User_Uid: editor,
      })
      .returning('ID')
      .executeTakeFirstOrThrow();
    const basis = t.fields.ID_Rechtsgrundlage ?? null;
    const keys = pruefpunkteOf(basis);
    if (basis && keys.length) {
      const met = t.erfuellt === 'all' ? new Set(keys) : new Set(t.erfuellt ?? []);
      await db
        .insertInto('datenweitergaben_pruefpunkte')
        .values(
          keys.map((Schluessel) => ({
            ID_Datenweitergabe: ID,
            ID_Rechtsgrundlage: basis,
            Schluessel,
            Erfuellt: met.has(Schluessel),
            Bemerkung: t.bemerkungen?.[Schluessel] ?? '',
          })),
        )
        .execute();
    }
    const links = t.verarbeitungen.flatMap((nummer) => {
      const id = recordOf.get(nummer);
      return id ? [{ ID_Datenweitergabe: ID, ID_Verarbeitung: id }] : [];
    });
    if (links.length) await db.insertInto('datenweitergaben_verarbeitungen').values(links).execute();
  }
}
