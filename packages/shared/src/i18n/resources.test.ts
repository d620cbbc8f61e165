import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The one de/en check of every namespace in the repository (DESIGN.md §4): @vws/shared's
 * folders (src/i18n/<ns>/), the shell's and every remote's src/i18n/, found on disk, so a new
 * remote is covered without editing this file.
 */
const repo = join(__dirname, '../../../..');
const dirsOf = (parent: string) => (existsSync(parent) ? readdirSync(parent).filter((entry) => statSync(join(parent, entry)).isDirectory()) : []);

const sharedI18n = join(repo, 'packages/shared/src/i18n');
const remotes = dirsOf(join(repo, 'remotes')).filter((name) => existsSync(join(repo, 'remotes', name, 'package.json')));
const folders = [
  ...dirsOf(sharedI18n).map((ns) => join(sharedI18n, ns)),
  join(repo, 'shell/src/i18n'),
  ...remotes.map((name) => join(repo, 'remotes', name, 'src/i18n')),
];
const namespaces = folders.map((dir) => relative(repo, dir));

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const load = (dir: string, lang: string) => flatten(JSON.parse(readFileSync(join(repo, dir, `${lang}.json`), 'utf8')));
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
