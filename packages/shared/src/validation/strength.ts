import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';

/**
 * Password strength with the five levels of spec §5, scored by zxcvbn-ts. The German and English
 * dictionaries are about 2.4 MB, so they are loaded on demand (loadStrengthDictionaries); until
 * then the score rests on patterns alone (sequences, repeats, keyboard walks, dates).
 */

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** i18n keys (common namespace) of the levels: very weak, weak, medium, strong, very strong. */
export const PASSWORD_STRENGTH_KEYS = [
  'password.strength.0',
  'password.strength.1',
  'password.strength.2',
  'password.strength.3',
  'password.strength.4',
] as const;

let dictionaries: Promise<void> | null = null;
let dictionariesReady = false;

export function loadStrengthDictionaries(): Promise<void> {
  if (!dictionaries) {
    dictionaries = Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-de'), import('@zxcvbn-ts/language-en')]).then(
      ([common, de, en]) => {
        // German and English lists share their names (commonWords, firstnames, …): keep both.
        const of = (language: string, lists: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(lists).map(([name, words]) => [`${language}-${name}`, words]));
        zxcvbnOptions.setOptions({
          graphs: common.adjacencyGraphs,
          dictionary: { ...common.dictionary, ...of('de', de.dictionary), ...of('en', en.dictionary) } as typeof common.dictionary,
          translations: en.translations,
        });
        dictionariesReady = true;
      },
    );
    dictionaries.catch(() => {
      dictionaries = null; // try again next time
    });
  }
  return dictionaries;
}

export function strengthDictionariesLoaded(): boolean {
  return dictionariesReady;
}

/** 0 very weak … 4 very strong. userInputs (name, e-mail) make passwords built from them weak. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (!password) return 0;
  return zxcvbn(password.slice(0, 128), userInputs).score as PasswordStrength;
}
