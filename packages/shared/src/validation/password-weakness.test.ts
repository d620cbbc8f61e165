import { loadPasswordWeaknessCheck, passwordWeakness, passwordWeaknessCheckLoaded } from './password-weakness';
import { validatePassword } from './password';

jest.setTimeout(60_000);

describe('passwordWeakness (German and English common passwords, strength estimate)', () => {
  beforeAll(() => loadPasswordWeaknessCheck());

  it('is loaded on demand', () => {
    expect(passwordWeaknessCheckLoaded()).toBe(true);
  });

  it.each(['Kennwort1!', 'Sonnenschein1!', 'Mausi123!', 'Sommer2024!', 'Passwort1!', 'Password1!', 'Schatz2023!', 'Fussball1!', 'Dortmund09!', 'Qwertz123!'])(
    'refuses %s, which meets the rules, as a common password',
    (password) => {
      expect(validatePassword(password).valid).toBe(true);
      expect(passwordWeakness(password)).toBe('passwordTooCommon');
    },
  );

  it.each(['dsb@example.com1', 'abcd-1234', 'Aaaaaaa1!', 'aaaa-1111', 'Abc-12345'])(
    'refuses %s as too weak (patterns, and the own e-mail address)',
    (password) => {
      expect(validatePassword(password).valid).toBe(true);
      expect(passwordWeakness(password, ['dsb@example.com', 'Dana', 'Schulz'])).toBe('passwordTooWeak');
    },
  );

  it.each([
    'Demo-Passwort-1',
    'Neues-Kennwort-7',
    'Kaffeetasse-Regenwald-Mondlicht-73',
    'Xk9#vQ2$mLp7&Rz4!Tw',
    'Blaue-Tasse-42',
    'Erstes-Kennwort-8',
    'Noch-Ein-Kennwort-7',
    'Neues-Kennwort-42',
    'Einladung-2026!x',
    'Noch-einmal-2026!',
    'Neues-Passwort-2024!',
  ])('accepts %s', (password) => {
    expect(passwordWeakness(password)).toBeUndefined();
  });
});
