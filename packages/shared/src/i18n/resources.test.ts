import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every namespace folder under src/i18n, the ones of other teams included (DESIGN.md §4). */
const root = __dirname;
const namespaces = readdirSync(root).filter((entry) => statSync(join(root, entry)).isDirectory());

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

const load = (ns: string, lang: string) => flatten(JSON.parse(readFileSync(join(root, ns, `${lang}.json`), 'utf8')));
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

it('finds the namespaces of @vws/shared', () => {
  expect(namespaces).toEqual(expect.arrayContaining(['common', 'help']));
});

describe.each(namespaces)('namespace %s', (ns) => {
  it('has de.json and en.json', () => {
    const files = readdirSync(join(root, ns));
    expect(files).toEqual(expect.arrayContaining(['de.json', 'en.json']));
  });

  it('has the same keys in de and en', () => {
    const de = [...load(ns, 'de').keys()].sort();
    const en = [...load(ns, 'en').keys()].sort();
    expect({ onlyInDe: de.filter((k) => !en.includes(k)), onlyInEn: en.filter((k) => !de.includes(k)) }).toEqual({
      onlyInDe: [],
      onlyInEn: [],
    });
  });

  it('has a non-empty text for every key, with the same placeholders in both languages', () => {
    const de = load(ns, 'de');
    const en = load(ns, 'en');
    for (const [key, text] of de) {
      expect({ key, de: typeof text === 'string' && text.trim() !== '' }).toEqual({ key, de: true });
      const other = en.get(key);
      expect({ key, en: typeof other === 'string' && other.trim() !== '' }).toEqual({ key, en: true });
      expect({ key, placeholders: placeholders(other) }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
