import glossary from './glossary.json';
import { load, namespaces } from './bundles.testing';

/**
 * One product, one word (issue 24). glossary.json lists each term once (its text lives in
 * common:terms.<key>) with the spellings that mean the same thing; every text of every bundle
 * (shared, shell, each remote; de and en) is searched for those variants as whole words.
 */
type Entry = { key?: string; term?: string; variants: string[]; inKeys?: string };
const LANGUAGES = ['de', 'en'] as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (variant: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(variant)}(?![\\p{L}\\p{N}])`, 'iu');

function texts(lang: string): { where: string; key: string; text: string }[] {
  return namespaces.flatMap((dir) => [...load(dir, lang)].map(([key, text]) => ({ where: `${dir}/${lang}.json`, key, text: String(text) })));
}

/** The texts that spell a glossary term another way: "file key: text (variant)". */
export function variantsFound(entries: Entry[], all: { where: string; key: string; text: string }[]): string[] {
  return entries.flatMap((entry) =>
    entry.variants.flatMap((variant) =>
      all
        .filter(({ key, text }) => (!entry.inKeys || key.toLowerCase().includes(entry.inKeys)) && wholeWord(variant).test(text))
        .map(({ where, key, text }) => `${where} ${key}: ${text} (“${variant}”)`),
    ),
  );
}

describe.each(LANGUAGES)('glossary (%s)', (lang) => {
  const entries = glossary[lang] as Entry[];
  const common = load('packages/shared/src/i18n/common', lang);

  it('has each term once, in the shared bundle', () => {
    for (const entry of entries.filter((e) => e.key))
      expect({ key: entry.key, text: common.get(`terms.${entry.key}`) }).toEqual({ key: entry.key, text: expect.any(String) });
  });

  it('finds no bundle spelling a term another way', () => {
    expect(variantsFound(entries, texts(lang))).toEqual([]);
  });

  it('would notice a variant (the check can fail)', () => {
    const found = variantsFound(entries, [{ where: 'x.json', key: 'sidebar.summaryReport', text: lang === 'de' ? 'Übersicht' : 'Summary report' }]);
    expect(found).toHaveLength(1);
  });
});

/**
 * A number before a noun needs i18next's plural forms ("1 Datenweitergabe", not "1 Datenweitergaben"):
 * a text with {{count}} followed by a word must sit under a plural key (key_one, key_other), and
 * no text writes the plural as "Frage(n)" or "question(s)".
 */
describe.each(LANGUAGES)('plurals (%s)', (lang) => {
  const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;
  const COUNT_BEFORE_WORD = /\{\{count\}\}\s+(?!(von|of)\s)\p{L}/u;
  const PSEUDO_PLURAL = /\p{L}\((n|en|s|e)\)(?!\p{L})/u;

  it('counts with a noun through plural keys', () => {
    const wrong = texts(lang).filter(({ key, text }) => COUNT_BEFORE_WORD.test(text) && !PLURAL_KEY.test(key));
    expect(wrong.map(({ where, key, text }) => `${where} ${key}: ${text}`)).toEqual([]);
  });

  it('writes no "(n)" / "(s)" plurals beside a count', () => {
    const wrong = texts(lang).filter(({ text }) => text.includes('{{count}}') && PSEUDO_PLURAL.test(text));
    expect(wrong.map(({ where, key, text }) => `${where} ${key}: ${text}`)).toEqual([]);
  });
});
