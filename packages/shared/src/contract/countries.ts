import { z } from 'zod';
import { COUNTRY_NAME_ROWS } from './country-names';

/**
 * The country catalogue (issue 23, DESIGN.md §8 "Countries"): ISO 3166-1 alpha-2, every officially
 * assigned code (249), German and English short names (CLDR), EU and EEA membership and the European
 * Commission's adequacy decisions (Art. 45 GDPR). The list of adequacy decisions and its date are in
 * server/src/modules/datenweitergaben/README.md; a change of the Commission's list is a change here.
 */
export const countrySchema = z.object({
  code: z.string().length(2),
  de: z.string(),
  en: z.string(),
  /** Member state of the EU, or a territory where EU law (and so the GDPR) applies (outermost regions, Åland). */
  eu: z.boolean(),
  /** EU or EEA (Iceland, Liechtenstein, Norway): no third country in the sense of Chapter V GDPR. */
  eea: z.boolean(),
  /** An adequacy decision of the Commission covers transfers to this country (see adequacyScope). */
  adequacy: z.boolean(),
  /** Where the decision covers only part: Canada commercial organisations (PIPEDA), United States certified organisations (EU-US DPF). */
  adequacyScope: z.enum(['commercial', 'dpfCertified']).optional(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

const EU = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
/** ISO codes of their own for parts of the EU (Art. 355 TFEU): the French outermost regions and the Åland Islands. */
const EU_TERRITORIES = new Set(['AX', 'GF', 'GP', 'MF', 'MQ', 'RE', 'YT']);
const EEA_ONLY = new Set(['IS', 'LI', 'NO']);
/** Adequacy decisions of the Commission (list as of January 2026; the European Patent Organisation is no country). */
const ADEQUACY: Record<string, Country['adequacyScope'] | 'full'> = {
  AD: 'full',
  AR: 'full',
  CA: 'commercial',
  CH: 'full',
  FO: 'full',
  GB: 'full',
  GG: 'full',
  IL: 'full',
  IM: 'full',
  JE: 'full',
  JP: 'full',
  KR: 'full',
  NZ: 'full',
  US: 'dpfCertified',
  UY: 'full',
};

export const COUNTRIES: readonly Country[] = COUNTRY_NAME_ROWS.map((row) => {
  const [code, de, en] = row.split('|') as [string, string, string];
  const eu = EU.has(code) || EU_TERRITORIES.has(code);
  const scope = ADEQUACY[code];
  return {
    code,
    de,
    en,
    eu,
    eea: eu || EEA_ONLY.has(code),
    adequacy: scope !== undefined,
    ...(scope && scope !== 'full' ? { adequacyScope: scope } : {}),
  };
});

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));
export function countryByCode(code: string | null | undefined): Country | undefined {
  return code ? BY_CODE.get(code.toUpperCase()) : undefined;
}

/**
 * A stored country as a reader of the language reads it: the catalogue's name for its code (Land holds
 * the German one), else the text entered for a country outside the catalogue.
 */
export function countryNameIn(country: { Land: string; Land_Code: string | null }, language: string): string {
  const known = countryByCode(country.Land_Code);
  return known ? (language.startsWith('en') ? known.en : known.de) : country.Land;
}

/** Outside the EU and the EEA: a third country (Chapter V GDPR). Unknown code: undefined (nothing to derive). */
export function isThirdCountry(code: string | null | undefined): boolean | undefined {
  const country = countryByCode(code);
  return country ? !country.eea : undefined;
}

/** A transfer there needs a safeguard of Art. 46, 47 or 49 (a third country without an adequacy decision). */
export function needsSafeguard(code: string | null | undefined): boolean {
  const country = countryByCode(code);
  return country !== undefined && !country.eea && !country.adequacy;
}

/** Names people write for a country besides its catalogue names (lower case). */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  'vereinigte staaten': 'US',
  'vereinigte staaten von amerika': 'US',
  'united states of america': 'US',
  amerika: 'US',
  uk: 'GB',
  großbritannien: 'GB',
  grossbritannien: 'GB',
  'great britain': 'GB',
  england: 'GB',
  holland: 'NL',
  südkorea: 'KR',
  'korea, republik': 'KR',
  'republic of korea': 'KR',
  'tschechische republik': 'CZ',
  'czech republic': 'CZ',
  russland: 'RU',
  'russian federation': 'RU',
};

/** The code of a country written as free text (code, German or English name, common alias), or null when unknown. */
export function countryCodeOfText(text: string | null | undefined): string | null {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return null;
  if (value.length === 2 && BY_CODE.has(value.toUpperCase())) return value.toUpperCase();
  const alias = ALIASES[value];
  if (alias) return alias;
  const found = COUNTRIES.find((c) => c.de.toLowerCase() === value || c.en.toLowerCase() === value);
  return found?.code ?? null;
}
