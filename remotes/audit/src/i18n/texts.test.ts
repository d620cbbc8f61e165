import de from './de.json';
import en from './en.json';

describe('audit texts', () => {
  it('carry the catalogue texts of spec §8 word for word', () => {
    expect(de.errors.saveFailed).toBe('Die Daten konnten nicht gespeichert werden.');
    expect(de.errors.forbidden).toBe('Sorry, Sie sind nicht zugriffsberechtigt.');
    expect(en.errors.saveFailed).toBe('The data could not be saved.');
    expect(en.errors.forbidden).toBe('Sorry, you are not authorised.');
  });
});
