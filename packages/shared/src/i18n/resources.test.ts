import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { load, namespaces, repo } from './bundles.testing';

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

it('finds the namespaces of @vws/shared, the shell and every remote', () => {
  expect(namespaces).toEqual(
    expect.arrayContaining([
      'packages/shared/src/i18n/common',
      'packages/shared/src/i18n/help',
      'shell/src/i18n',
      'remotes/audit/src/i18n',
      'remotes/customer/src/i18n',
    ]),
  );
});

describe.each(namespaces)('%s', (dir) => {
  it('has de.json and en.json', () => {
    expect(existsSync(join(repo, dir, 'de.json')) && existsSync(join(repo, dir, 'en.json'))).toBe(true);
  });

  it('has the same keys in de and en', () => {
    const de = [...load(dir, 'de').keys()].sort();
    const en = [...load(dir, 'en').keys()].sort();
    expect({ onlyInDe: de.filter((k) => !en.includes(k)), onlyInEn: en.filter((k) => !de.includes(k)) }).toEqual({
      onlyInDe: [],
      onlyInEn: [],
    });
  });

  it('has a non-empty text for every key, with the same placeholders in both languages', () => {
    const de = load(dir, 'de');
    const en = load(dir, 'en');
    for (const [key, text] of de) {
      expect({ key, de: typeof text === 'string' && text.trim() !== '' }).toEqual({ key, de: true });
      const other = en.get(key);
      expect({ key, en: typeof other === 'string' && other.trim() !== '' }).toEqual({ key, en: true });
      expect({ key, placeholders: placeholders(other) }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
