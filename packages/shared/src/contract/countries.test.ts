import { countryNameIn } from './countries';

describe('countryNameIn: a stored country as the reader of a language reads it', () => {
  it("names a catalogued country by its code in the reader's language", () => {
    expect(countryNameIn({ Land: 'Vereinigte Staaten', Land_Code: 'US' }, 'en')).toBe('United States');
    expect(countryNameIn({ Land: 'Vereinigte Staaten', Land_Code: 'us' }, 'de')).toBe('Vereinigte Staaten');
    expect(countryNameIn({ Land: 'Deutschland', Land_Code: 'DE' }, 'en-GB')).toBe('Germany');
  });

  it('keeps the text entered for a country outside the catalogue', () => {
    expect(countryNameIn({ Land: 'Kosovo (Übergangsregelung)', Land_Code: null }, 'en')).toBe('Kosovo (Übergangsregelung)');
    expect(countryNameIn({ Land: 'Atlantis', Land_Code: 'QQ' }, 'en')).toBe('Atlantis');
  });
});
