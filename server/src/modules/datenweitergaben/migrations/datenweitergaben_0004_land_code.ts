import { sql, type Kysely, type Migration } from 'kysely';
import { countryCodeOfText, isThirdCountry } from '@vws/shared/contract/countries';

/**
 * Issue 23, the country catalogue: a transfer stores its country as an ISO 3166-1 alpha-2 code. The
 * free text already stored in Land is mapped where the catalogue knows it ("USA", "Irland",
 * "Deutschland"); then the outside-EU flag follows the country (outside EU/EEA) and a transfer inside
 * the EEA loses its third-country legal basis. Texts the catalogue does not know stay as they are,
 * without a code, for the user to pick the country.
 */
export const dwLandCode: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('datenweitergaben_datenweitergaben')
      .addColumn('Land_Code', 'varchar(2)', (c) => c.check(sql`"Land_Code" ~ '^[A-Z]{2}$'`))
      .execute();
    const texts: { Land: string }[] = await db.selectFrom('datenweitergaben_datenweitergaben').select('Land').distinct().execute();
    for (const { Land } of texts) {
      const code = countryCodeOfText(Land);
      if (!code) continue;
      const third = isThirdCountry(code) === true;
      await db
        .updateTable('datenweitergaben_datenweitergaben')
        .set({ Land_Code: code, isDatenweitergabe_ausserhalb_EU: third, ...(third ? {} : { ID_Rechtsgrundlage_ausserhalb_EU: null }) })
        .where('Land', '=', Land)
        .execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('datenweitergaben_datenweitergaben').dropColumn('Land_Code').execute();
  },
};
