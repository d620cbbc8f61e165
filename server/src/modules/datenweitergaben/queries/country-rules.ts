import type { FieldError } from '@vws/shared/contract/common';
import { countryByCode, countryCodeOfText } from '@vws/shared/contract/countries';
import type { DatenweitergabeFields } from '@vws/shared/contract/datenweitergaben';

/** rechtsgrundlagenDrittland ID 1: the adequacy decision (Art. 45 GDPR); 2 to 4 are safeguards and derogations. */
const ADEQUACY_BASIS = 1;

/**
 * What the server derives from a transfer's country before storing it (issue 23, DESIGN.md §8):
 * the code (sent, or read from the free text Land when the catalogue knows it), Land as the
 * catalogue's German name, the outside-EU flag (outside EU/EEA), no third-country legal basis inside
 * the EEA. Without a known country the flag and basis stay as sent. Refused: an unknown code, a third
 * country without an adequacy decision and without a safeguard, and "adequacy decision" as the basis
 * for a country that has none.
 */
export function applyCountryRules(fields: DatenweitergabeFields): { fields: DatenweitergabeFields; errors: FieldError[] } {
  const at = (key: string) => `datenweitergabe.${key}`;
  if (fields.Land_Code && !countryByCode(fields.Land_Code)) return { fields, errors: [{ path: at('Land_Code'), message: 'unknownCountry' }] };
  const country = countryByCode(fields.Land_Code ?? countryCodeOfText(fields.Land));
  if (!country) return { fields: { ...fields, Land_Code: null }, errors: [] };
  const third = !country.eea;
  const derived: DatenweitergabeFields = {
    ...fields,
    Land_Code: country.code,
    Land: country.de,
    isDatenweitergabe_ausserhalb_EU: third,
    ID_Rechtsgrundlage_ausserhalb_EU: third ? fields.ID_Rechtsgrundlage_ausserhalb_EU : null,
  };
  const errors: FieldError[] = [];
  const basis = derived.ID_Rechtsgrundlage_ausserhalb_EU;
  if (third && !country.adequacy && basis === null) errors.push({ path: at('ID_Rechtsgrundlage_ausserhalb_EU'), message: 'safeguardRequired' });
  if (third && !country.adequacy && basis === ADEQUACY_BASIS) errors.push({ path: at('ID_Rechtsgrundlage_ausserhalb_EU'), message: 'noAdequacyDecision' });
  return { fields: derived, errors };
}
