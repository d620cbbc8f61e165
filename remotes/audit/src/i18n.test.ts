import de from '@vws/shared/i18n/audit/de.json';
import en from '@vws/shared/i18n/audit/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('audit texts', () => {
  it('have the same keys in de and en', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });
  it('carry the catalogue texts of spec §8 word for word', () => {
    expect(de.errors.saveFailed).toBe('Die Daten konnten nicht gespeichert werden.');
    expect(de.errors.forbidden).toBe('Sorry, Sie sind nicht zugriffsberechtigt.');
    expect(en.errors.saveFailed).toBe('The data could not be saved.');
    expect(en.errors.forbidden).toBe('Sorry, you are not authorised.');
  });
});
