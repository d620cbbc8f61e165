import commonDe from '@vws/shared/i18n/common/de.json';
import commonEn from '@vws/shared/i18n/common/en.json';
import serverDe from '@vws/shared/i18n/server/de.json';
import serverEn from '@vws/shared/i18n/server/en.json';
import auditDe from '../../../remotes/audit/src/i18n/de.json';
import auditEn from '../../../remotes/audit/src/i18n/en.json';
import customerDe from '../../../remotes/customer/src/i18n/de.json';
import customerEn from '../../../remotes/customer/src/i18n/en.json';
import datenweitergabenDe from '../../../remotes/datenweitergaben/src/i18n/de.json';
import datenweitergabenEn from '../../../remotes/datenweitergaben/src/i18n/en.json';
import metaadminDe from '../../../remotes/metaadmin/src/i18n/de.json';
import metaadminEn from '../../../remotes/metaadmin/src/i18n/en.json';
import vvtDe from '../../../remotes/vvt/src/i18n/de.json';
import vvtEn from '../../../remotes/vvt/src/i18n/en.json';
import vvtPagesDe from '../../../remotes/vvt/src/i18n/de.pages.json';
import vvtPagesEn from '../../../remotes/vvt/src/i18n/en.pages.json';
import vorfaelleDe from '../../../remotes/vorfaelle/src/i18n/de.json';
import vorfaelleEn from '../../../remotes/vorfaelle/src/i18n/en.json';
import betroffenenanfragenDe from '../../../remotes/betroffenenanfragen/src/i18n/de.json';
import betroffenenanfragenEn from '../../../remotes/betroffenenanfragen/src/i18n/en.json';

/**
 * The server's texts come from the same de/en JSON files as the screens (DESIGN.md §8 "Every text
 * exists once"): export headers and sheet names, e-mails, the API's error messages and the field
 * messages of a 400. A key is `namespace:dotted.path`, as in i18next: `vvt:fields.Nummer`,
 * `common:history.actions.insert`, `server:errors.forbidden`.
 *
 * Namespaces: `common` (@vws/shared), each remote's own (`audit`, `vvt`, ...: remotes/<name>/src/i18n)
 * and `server` (@vws/shared/src/i18n/server): the texts only the server writes, which no screen
 * bundles. The files are imported once, with the module; a found key's text is cached. A new
 * remote whose server half writes texts adds its de.json and en.json to RESOURCES (and the
 * `pages` part of a namespace that has one: vvt's de.pages.json and en.pages.json).
 *
 * The syntax is i18next's: `{{name}}` is filled from params; with a numeric `count` the key
 * `<key>_one` / `<key>_other` (Intl plural rules of the language) is taken when it exists;
 * `$t(ns:key)` inside a text is replaced by that text (same params), so a text that a screen's
 * namespace already has is written once and named from `server`.
 */

export type Language = 'de' | 'en';
export type TextParams = Record<string, string | number>;
export type Bilingual = Record<Language, string>;

export const LANGUAGES: readonly Language[] = ['de', 'en'];

type Tree = { readonly [key: string]: unknown };

const RESOURCES: Record<Language, Record<string, Tree>> = {
  de: {
    common: commonDe,
    server: serverDe,
    audit: auditDe,
    customer: customerDe,
    datenweitergaben: datenweitergabenDe,
    metaadmin: metaadminDe,
    vvt: { ...vvtDe, ...vvtPagesDe },
    vorfaelle: vorfaelleDe,
    betroffenenanfragen: betroffenenanfragenDe,
  },
  en: {
    common: commonEn,
    server: serverEn,
    audit: auditEn,
    customer: customerEn,
    datenweitergaben: datenweitergabenEn,
    metaadmin: metaadminEn,
    vvt: { ...vvtEn, ...vvtPagesEn },
    vorfaelle: vorfaelleEn,
    betroffenenanfragen: betroffenenanfragenEn,
  },
};

/** The namespaces the server reads. */
export const TEXT_NAMESPACES = Object.keys(RESOURCES.de);

const cache: Record<Language, Map<string, string>> = { de: new Map(), en: new Map() };
const pluralRules: Record<Language, Intl.PluralRules> = { de: new Intl.PluralRules('de'), en: new Intl.PluralRules('en') };

/** The raw text of `ns:path` in a language, or null. */
function lookup(language: Language, key: string): string | null {
  const known = cache[language].get(key);
  if (known !== undefined) return known;
  const colon = key.indexOf(':');
  let node: unknown = colon > 0 ? RESOURCES[language][key.slice(0, colon)] : undefined;
  for (const part of key.slice(colon + 1).split('.')) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  if (typeof node !== 'string') return null; // not cached: a miss may name user data (an own selection entry)
  cache[language].set(key, node);
  return node;
}

/** The text itself or, with a numeric count, its plural form. */
function template(language: Language, key: string, params: TextParams): string | null {
  const count = typeof params.count === 'number' ? params.count : typeof params.count === 'string' && params.count.trim() !== '' ? Number(params.count) : NaN;
  if (!Number.isNaN(count)) {
    const plural = lookup(language, `${key}_${pluralRules[language].select(count)}`) ?? lookup(language, `${key}_other`);
    if (plural !== null) return plural;
  }
  return lookup(language, key);
}

/** `$t(ns:key)` (a nested text; its key may hold placeholders) or `{{name}}`. */
const TOKEN = /\$t\(([^()]+)\)|\{\{\s*([\w.]+)\s*\}\}/g;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const fill = (template: string, params: TextParams) => template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** One pass over the template: a value from params is inserted as it is, never read as a key or a placeholder. */
function resolve(language: Language, key: string, params: TextParams, depth: number): string {
  const raw = template(language, key, params);
  if (raw === null) return key;
  if (!raw.includes('{{') && !raw.includes('$t(')) return raw;
  return raw.replace(TOKEN, (whole, nested: string | undefined, name: string | undefined) => {
    if (nested !== undefined) return depth < 4 ? resolve(language, fill(nested.trim(), params), params, depth + 1) : whole;
    return name !== undefined && name in params ? String(params[name]) : whole;
  });
}

/**
 * The text of `key` (`ns:dotted.path`) in `language`, placeholders filled from params. A key
 * without a text answers the key itself (as i18next does); tests check that every key the server
 * uses has a text in de and en.
 */
export function text(language: Language, key: string, params: TextParams = {}): string {
  return resolve(language, key, params, 0);
}

/** Both languages of a text: an export header, a sheet name. */
export function bilingual(key: string, params: TextParams = {}): Bilingual {
  return { de: text('de', key, params), en: text('en', key, params) };
}

/** The key has a text (or plural forms) in every language. */
export function hasText(key: string): boolean {
  return LANGUAGES.every((language) => lookup(language, key) !== null || lookup(language, `${key}_other`) !== null);
}

/** The keys of a subtree (`server:errors`), without plural suffixes: for catalogues and tests. */
export function keysUnder(prefix: string, language: Language = 'de'): string[] {
  const colon = prefix.indexOf(':');
  let node: unknown = RESOURCES[language][prefix.slice(0, colon)];
  for (const part of prefix
    .slice(colon + 1)
    .split('.')
    .filter(Boolean))
    node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  if (!node || typeof node !== 'object') return [];
  return [...new Set(Object.keys(node).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))];
}
