import i18next from 'i18next';
import type { Resource, ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { preferences, type Locale } from '../session/preferences';
import commonDe from './common/de.json';

/**
 * The one i18next instance of the portal (DESIGN.md §4). de is default and fallback; `common` ships
 * with @vws/shared, `help` loads when a page first shows it (help.ts), every remote registers its
 * own namespace when it is loaded, and the server's overrides (/common/translations) are merged on
 * top. English texts may come on demand (a loader, `() => import('./en.json')`), `common`'s too: a
 * German page loads none of them (issue 28: start-up JavaScript). `changeLanguage` (not i18next's
 * own) and `textsReady` resolve once they are there.
 */

export const SUPPORTED_LOCALES: readonly Locale[] = ['de', 'en'];
export const DEFAULT_LOCALE: Locale = 'de';

type Texts = Record<string, unknown>;
/** A namespace's English texts as a JSON module loaded on demand: `() => import('./en.json')`. */
export type TextsLoader = () => Promise<{ default: Texts }>;
/** A namespace's texts: German always at hand (the default and the fallback), English at hand or on demand. */
export interface NamespaceResources {
  de: Texts;
  en: Texts | TextsLoader;
}
/** As GET /common/translations answers: language → namespace → key → text. */
export type ServerTranslations = Partial<Record<string, Record<string, Record<string, string>>>>;

export const i18n = i18next.createInstance();

/**
 * English texts registered as loaders, by bundle ('common', 'vvt', or a namespace's part such as
 * 'vvt/pages'), and their loading once begun (forgotten when it failed).
 */
const englishLoaders = new Map<string, { namespace: string; load: TextsLoader }>([['common', { namespace: 'common', load: () => import('./common/en.json') }]]);
const englishLoading = new Map<string, Promise<void>>();
/** The German texts of namespaces' parts, loading or loaded (forgotten when it failed). */
const germanParts = new Map<string, Promise<void>>();

/** Server overrides received so far, re-applied when a namespace's texts arrive after them. */
let serverOverrides: ServerTranslations = {};

function applyOverrides(locale: string, namespace: string, texts: Record<string, string>): void {
  i18n.addResourceBundle(locale, namespace, nestDottedKeys(texts), true, true);
}

function addTexts(locale: Locale, namespace: string, texts: Texts): void {
  i18n.addResourceBundle(locale, namespace, texts as ResourceLanguage, true, true);
  const overrides = serverOverrides[locale]?.[namespace];
  if (overrides) applyOverrides(locale, namespace, overrides);
}

const resources: Resource = { de: { common: commonDe } };

void i18n.use(initReactI18next).init({
  resources,
  lng: preferences.get().currentLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
  react: { useSuspense: false },
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/**
 * Registers a module's texts. Safe to call again (a remote loaded twice adds nothing new). Resolves
 * once the texts of the language in use are there: English ones given as a loader load now if
 * English is in use, else with the switch to it (a German page needs none of them). It never
 * rejects: texts that failed to load show in German, and the next switch tries again.
 */
export function registerNamespace(namespace: string, texts: NamespaceResources): Promise<void> {
  addTexts('de', namespace, texts.de);
  if (typeof texts.en !== 'function') {
    addTexts('en', namespace, texts.en);
    return Promise.resolve();
  }
  englishLoaders.set(namespace, { namespace, load: texts.en });
  return i18n.language === 'en' ? loadLanguage('en') : Promise.resolve();
}

/** A part of a namespace's texts that only some pages use: both languages load on demand. */
export interface TextPartLoaders {
  de: TextsLoader;
  en: TextsLoader;
}

/**
 * Adds a part of a namespace's texts (issue 28: the texts of a module's detail and report pages stay
 * out of its list's start-up). A page's loader awaits it before the page renders. The German texts
 * load now, and the English ones too when English is in use, else with the switch to it. Rejects when
 * the German texts fail to load, as the page's own chunk would (the next call tries again); English
 * texts that failed show in German.
 */
export function registerTextPart(namespace: string, part: string, texts: TextPartLoaders): Promise<void> {
  const bundle = `${namespace}/${part}`;
  let german = germanParts.get(bundle);
  if (!german) {
    german = texts.de().then((module) => addTexts('de', namespace, module.default));
    german.catch(() => germanParts.delete(bundle));
    germanParts.set(bundle, german);
  }
  englishLoaders.set(bundle, { namespace, load: texts.en });
  const english = i18n.language === 'en' ? loadLanguage('en') : Promise.resolve();
  return Promise.all([german, english]).then(() => undefined);
}

/** Loads the texts of `locale` that are not there yet (the registered English loaders); never rejects. */
function loadLanguage(locale: Locale): Promise<void> {
  if (locale !== 'en') return Promise.resolve();
  const loads = [...englishLoaders].map(([bundle, { namespace, load }]) => {
    let loading = englishLoading.get(bundle);
    if (!loading) {
      loading = load().then((module) => addTexts('en', namespace, module.default));
      loading.catch(() => englishLoading.delete(bundle));
      englishLoading.set(bundle, loading);
    }
    return loading.catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Resolves once the texts of the language in use are there (an English user's load on demand):
 * an entry awaits it before its first render, else English users saw German for a moment.
 */
export function textsReady(): Promise<void> {
  return loadLanguage(currentLocale());
}

/** Merges /common/translations on top of the bundled texts (after sign-in and at start-up). */
export function mergeServerTranslations(byLanguage: ServerTranslations): void {
  for (const [locale, namespaces] of Object.entries(byLanguage)) {
    if (!namespaces || !SUPPORTED_LOCALES.includes(locale as Locale)) continue;
    for (const [namespace, texts] of Object.entries(namespaces)) {
      if (!texts || typeof texts !== 'object') continue;
      serverOverrides = {
        ...serverOverrides,
        [locale]: { ...serverOverrides[locale], [namespace]: { ...serverOverrides[locale]?.[namespace], ...texts } },
      };
      applyOverrides(locale, namespace, texts);
    }
  }
}

/** Switches the language and remembers it (preferences.currentLocale). */
export async function changeLanguage(locale: Locale): Promise<void> {
  const next: Locale = SUPPORTED_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  preferences.set({ currentLocale: next });
  await loadLanguage(next);
  await i18n.changeLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

export function currentLocale(): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
}

/** 'errors.network' → { errors: { network } }: server overrides are flat, the bundles nested. */
export function nestDottedKeys(texts: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = text;
  }
  return nested;
}

export { useTranslation } from 'react-i18next';
