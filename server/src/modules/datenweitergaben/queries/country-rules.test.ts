import { COUNTRIES, countryByCode, countryCodeOfText, isThirdCountry, needsSafeguard } from '@vws/shared/contract/countries';
import { datenweitergabeFieldsSchema } from '@vws/shared/contract/datenweitergaben';
import { applyCountryRules } from './country-rules';

const transfer = (fields: Record<string, unknown>) => datenweitergabeFieldsSchema.parse({ Firma_Empfaenger: 'X', ...fields });

describe('the country catalogue', () => {
  it('holds every assigned ISO 3166-1 alpha-2 code once, with names in both languages', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(countryByCode('DE')).toMatchObject({ de: 'Deutschland', en: 'Germany', eu: true, eea: true, adequacy: false });
    expect(countryByCode('NO')).toMatchObject({ eu: false, eea: true });
  });

  it('knows the 27 member states and the Commission adequacy decisions', () => {
    const members = COUNTRIES.filter((c) => c.eu && !['AX', 'GF', 'GP', 'MF', 'MQ', 'RE', 'YT'].includes(c.code));
    expect(members).toHaveLength(27);
    const adequate = COUNTRIES.filter((c) => c.adequacy).map((c) => c.code);
    expect(adequate.sort()).toEqual(['AD', 'AR', 'CA', 'CH', 'FO', 'GB', 'GG', 'IL', 'IM', 'JE', 'JP', 'KR', 'NZ', 'US', 'UY']);
    expect(countryByCode('US')?.adequacyScope).toBe('dpfCertified');
    expect(countryByCode('CA')?.adequacyScope).toBe('commercial');
  });

  it('reads the free text people wrote', () => {
    expect(['USA', 'Irland', 'Deutschland', ' deutschland ', 'Germany', 'UK', 'ch'].map(countryCodeOfText)).toEqual(['US', 'IE', 'DE', 'DE', 'DE', 'GB', 'CH']);
    expect(countryCodeOfText('Atlantis')).toBeNull();
    expect(countryCodeOfText('')).toBeNull();
  });

  it('says which countries are third countries and which need a safeguard', () => {
    expect([isThirdCountry('IE'), isThirdCountry('NO'), isThirdCountry('US'), isThirdCountry('XX')]).toEqual([false, false, true, undefined]);
    expect([needsSafeguard('AU'), needsSafeguard('CH'), needsSafeguard('FR'), needsSafeguard(null)]).toEqual([true, false, false, false]);
  });
});

describe('applyCountryRules', () => {
  it('derives code, name and the outside-EU flag from the free text, and drops a third-country basis inside the EEA', () => {
    const { fields, errors } = applyCountryRules(transfer({ Land: 'Irland', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 1 }));
    expect(errors).toEqual([]);
    expect(fields).toMatchObject({ Land_Code: 'IE', Land: 'Irland', isDatenweitergabe_ausserhalb_EU: false, ID_Rechtsgrundlage_ausserhalb_EU: null });
  });

  it('lets the code win over the text and sets the flag for a third country', () => {
    const { fields, errors } = applyCountryRules(transfer({ Land: 'Deutschland', Land_Code: 'US', isDatenweitergabe_ausserhalb_EU: false }));
    expect(errors).toEqual([]);
    expect(fields).toMatchObject({ Land_Code: 'US', Land: 'Vereinigte Staaten', isDatenweitergabe_ausserhalb_EU: true });
  });

  it('refuses a third country without adequacy decision and without safeguard, or with "adequacy" as its basis', () => {
    expect(applyCountryRules(transfer({ Land_Code: 'AU' })).errors).toEqual([
      { path: 'datenweitergabe.ID_Rechtsgrundlage_ausserhalb_EU', message: 'safeguardRequired' },
    ]);
    expect(applyCountryRules(transfer({ Land_Code: 'AU', ID_Rechtsgrundlage_ausserhalb_EU: 1 })).errors).toEqual([
      { path: 'datenweitergabe.ID_Rechtsgrundlage_ausserhalb_EU', message: 'noAdequacyDecision' },
    ]);
    expect(applyCountryRules(transfer({ Land_Code: 'AU', ID_Rechtsgrundlage_ausserhalb_EU: 2 })).errors).toEqual([]);
    expect(applyCountryRules(transfer({ Land_Code: 'CH' })).errors).toEqual([]);
  });

  it('refuses an unknown code and leaves an unknown text for the user', () => {
    expect(applyCountryRules(transfer({ Land_Code: 'QQ' })).errors).toEqual([{ path: 'datenweitergabe.Land_Code', message: 'unknownCountry' }]);
    const { fields, errors } = applyCountryRules(transfer({ Land: 'Atlantis', isDatenweitergabe_ausserhalb_EU: true }));
    expect(errors).toEqual([]);
    expect(fields).toMatchObject({ Land: 'Atlantis', Land_Code: null, isDatenweitergabe_ausserhalb_EU: true });
  });
});
