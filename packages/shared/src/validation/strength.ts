/**
 * Password strength with the five levels of spec §5, scored by zxcvbn-ts. zxcvbn (8 kB gzip) and
 * its German and English dictionaries (about 2.4 MB) are loaded on demand
 * (loadStrengthDictionaries, when a password field appears), so that no page carries them at
 * start-up; until then the score is a rough guess from length and variety (guessedStrength).
 */
type Zxcvbn = typeof import('@zxcvbn-ts/core');

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
let engine: Zxcvbn | null = null;

export function loadStrengthDictionaries(): Promise<void> {
  if (!dictionaries) {
    dictionaries = Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-de'),
      import('@zxcvbn-ts/language-en'),
    ]).then(([core, common, de, en]) => {
      // German and English lists share their names (commonWords, firstnames, …): keep both.
      const of = (language: string, lists: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(lists).map(([name, words]) => [`${language}-${name}`, words]));
      core.zxcvbnOptions.setOptions({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...of('de', de.dictionary), ...of('en', en.dictionary) } as typeof common.dictionary,
        translations: en.translations,
      });
      engine = core;
    });
    dictionaries.catch(() => {
      dictionaries = null; // try again next time
    });
  }
  return dictionaries;
}

export function strengthDictionariesLoaded(): boolean {
  return engine !== null;
}

/** 0 very weak … 4 very strong. userInputs (name, e-mail) make passwords built from them weak. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (!password) return 0;
  if (!engine) return guessedStrength(password.slice(0, 128));
  return engine.zxcvbn(password.slice(0, 128), userInputs).score as PasswordStrength;
}

/** zxcvbn's estimate of the guesses a password needs; undefined until loadStrengthDictionaries() has resolved. */
export function estimatedGuesses(password: string, userInputs: readonly string[] = []): number | undefined {
  return engine?.zxcvbn(password.slice(0, 128), [...userInputs]).guesses;
}

/**
 * Until zxcvbn has loaded (a moment after a password field appears): bits of a random choice
 * from the character classes used, counting a run of one character once, on zxcvbn's scale
 * (10^3, 10^6, 10^8, 10^10 guesses ≈ 10, 20, 26.6, 33.2 bits).
 */
function guessedStrength(password: string): PasswordStrength {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
  const pool = [26, 26, 10, 33].reduce((sum, size, index) => (classes[index]!.test(password) ? sum + size : sum), 0);
  const length = password.replace(/(.)\1+/g, '$1').length;
  const bits = length * Math.log2(pool);
  return bits < 10 ? 0 : bits < 20 ? 1 : bits < 26.6 ? 2 : bits < 33.2 ? 3 : 4;
}
