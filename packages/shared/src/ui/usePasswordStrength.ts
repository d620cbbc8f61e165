import { useEffect, useState } from 'react';
import { loadStrengthDictionaries, passwordStrength, strengthDictionariesLoaded, type PasswordStrength } from '../validation/strength';

/**
 * The strength (0 very weak … 4 very strong) of a password as the user types. Loads the
 * dictionaries on first use; the state change when they arrive rates the password again.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const [ready, setReady] = useState(strengthDictionariesLoaded);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadStrengthDictionaries().then(
      () => active && setReady(true),
      () => undefined, // patterns alone still give a score
    );
    return () => {
      active = false;
    };
  }, [ready]);
  return passwordStrength(password, [...userInputs]);
}
