import { estimatedGuesses, loadStrengthDictionaries } from './strength';

/**
 * Whether a password that meets the rules of spec §5 is still easy to guess (issue 26 item 7; OWASP
 * ASVS 5.0 V6.2.4: checked against a large list of common passwords; V6.2.12 and NIST 800-63B).
 * Refused is a password that
 * - is a common password, or is one with digits and special characters around it ("Mausi123!",
 *   "Sommer2024!"): zxcvbn-ts's list of about 49,000 leaked passwords plus a German supplement;
 * - needs fewer than MIN_PASSWORD_GUESSES guesses by zxcvbn-ts's estimate with its German and
 *   English dictionaries (words, names, Wikipedia terms, keyboard walks, dates, repetitions) and the
 *   user's name and e-mail.
 * zxcvbn and the lists are large (about 2.4 MB), so the forms load them on demand (never with the
 * sign-in page) and the server on the first password it checks.
 */
export type PasswordWeakness = 'passwordTooCommon' | 'passwordTooWeak';

/**
 * 10^8 guesses, the lower end of zxcvbn's "strong" (its score 3 begins just above, which would
 * refuse every 8-character password, even a random one, and spec §5 allows 8). Far beyond what the
 * sign-in throttling lets an online guesser try (auth/lockout.ts).
 */
export const MIN_PASSWORD_GUESSES = 1e8;

let common: Set<string> | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the dictionaries and the common-password lists (once): zxcvbn-ts's about 49,000 and our
 * supplement of frequent German and English passwords and stems (common-passwords.json, lower-case).
 */
export function loadPasswordWeaknessCheck(): Promise<void> {
  loading ??= Promise.all([loadStrengthDictionaries(), import('@zxcvbn-ts/language-common'), import('./common-passwords.json')]).then(
    ([, zxcvbnLists, own]) => {
      common = new Set<string>([...zxcvbnLists.dictionary.passwords, ...own.default]);
    },
  );
  loading.catch(() => {
    loading = null; // try again next time
  });
  return loading;
}

export function passwordWeaknessCheckLoaded(): boolean {
  return common !== null;
}

/** The letters between leading and trailing digits and special characters, lower-case ("Sommer2024!" → "sommer"). */
function stemOf(password: string): string {
  return password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** Why the password is too easy to guess, or undefined; needs loadPasswordWeaknessCheck() first. */
export function passwordWeakness(password: string, userInputs: readonly string[] = []): PasswordWeakness | undefined {
  if (!common) throw new Error('loadPasswordWeaknessCheck() first');
  const stem = stemOf(password);
  if (common.has(password.toLowerCase()) || (stem.length > 0 && common.has(stem))) return 'passwordTooCommon';
  if ((estimatedGuesses(password, userInputs) ?? 0) < MIN_PASSWORD_GUESSES) return 'passwordTooWeak';
  return undefined;
}
