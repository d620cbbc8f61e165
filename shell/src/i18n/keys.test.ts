import de from './de.json';
import en from './en.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('shell texts', () => {
  it('have the same keys in German and English', () => {
    expect(keyPaths(de).sort()).toEqual(keyPaths(en).sort());
  });

  it('have no empty text', () => {
    for (const texts of [de, en]) {
      const empty = keyPaths(texts).filter((path) => path.split('.').reduce<any>((node, key) => node[key], texts).trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('carry the profile messages of the spec error catalogue word for word in English', () => {
    expect(en.profile.updated).toBe('The user data has been updated.');
    expect(en.profile.updateFailed).toBe('The user data could not be updated.');
    expect(en.profile.passwordChanged).toBe('The password has been changed!');
    expect(en.profile.passwordFailed).toBe('The password could not be updated!');
  });
});
