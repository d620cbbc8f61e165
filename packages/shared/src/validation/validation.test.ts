import { EMAIL_PATTERN, isValidEmail } from './email';
import { passwordRules, validatePassword, PASSWORD_MAX_LENGTH } from './password';
import { loadStrengthDictionaries, passwordStrength } from './strength';
import { isValidUrl } from './url';

describe('password policy (spec §5)', () => {
  it('accepts 8 to 128 characters with a digit and a special character', () => {
    expect(validatePassword('Demo-Passwort-1')).toEqual({ valid: true, errors: [] });
    expect(validatePassword('abcdef1!').valid).toBe(true);
    expect(validatePassword(`${'a'.repeat(126)}1!`).valid).toBe(true);
  });

  it('names every broken rule', () => {
    expect(validatePassword('abc').errors).toEqual(['passwordTooShort', 'passwordNeedsDigit', 'passwordNeedsSpecialChar']);
    expect(validatePassword('abcdefg!').errors).toEqual(['passwordNeedsDigit']);
    expect(validatePassword('abcdefg1').errors).toEqual(['passwordNeedsSpecialChar']);
    expect(validatePassword(`${'a'.repeat(PASSWORD_MAX_LENGTH - 1)}1!`).errors).toEqual(['passwordTooLong']);
    expect(validatePassword('abcdefg').errors).toContain('passwordTooShort');
  });

  it('needs an identical repetition when one is given', () => {
    expect(validatePassword('Demo-Passwort-1', 'Demo-Passwort-1').valid).toBe(true);
    expect(validatePassword('Demo-Passwort-1', 'demo-Passwort-1').errors).toEqual(['passwordRepetitionMismatch']);
  });

  it('counts a symbol as special, but neither a space nor a letter with umlaut (as the server does)', () => {
    expect(validatePassword('geheim-12').valid).toBe(true);
    expect(validatePassword('geheim 12').errors).toEqual(['passwordNeedsSpecialChar']);
    expect(validatePassword('geheimä12').errors).toEqual(['passwordNeedsSpecialChar']);
  });

  it('reports rule by rule for the checklist', () => {
    expect(passwordRules('abc1', 'abc')).toEqual([
      { rule: 'length', ok: false, labelKey: 'password.rules.length' },
      { rule: 'digit', ok: true, labelKey: 'password.rules.digit' },
      { rule: 'special', ok: false, labelKey: 'password.rules.special' },
      { rule: 'repetition', ok: false, labelKey: 'password.rules.repetition' },
    ]);
    expect(passwordRules('abcdef1!').map((r) => r.rule)).toEqual(['length', 'digit', 'special']);
    expect(passwordRules('', '').find((r) => r.rule === 'repetition')?.ok).toBe(false);
  });
});

describe('password strength (five levels)', () => {
  it('rates an empty or trivial password very weak and a long random one very strong', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('aaaaaaaa')).toBeLessThanOrEqual(1);
    expect(passwordStrength('Xk9#vQ2$mLp7&Rz4!Tw')).toBe(4);
  });

  it('with the German and English dictionaries, common words make a password weak', async () => {
    await loadStrengthDictionaries();
    expect(passwordStrength('passwort1')).toBeLessThanOrEqual(1);
    expect(passwordStrength('Hallo123!')).toBeLessThanOrEqual(1);
    expect(passwordStrength('password1')).toBeLessThanOrEqual(1);
    expect(passwordStrength('Kaffeetasse-Regenwald-Mondlicht-73')).toBe(4);
  });
});

describe('EMAIL_PATTERN (spec §5)', () => {
  it.each(['dsb@example.com', 'dana.schulz+vws@muster-gmbh.de', 'a_b%c@sub.domain.org', 'info@müller-bäckerei.de'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['dsb', 'dsb@', '@example.com', 'dsb@example', 'dsb@example.c', 'dsb@example.c0m', 'dä@example.com', 'dsb example@example.com', 'dsb@exa mple.com'])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses missing values', () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });
});

describe('isValidUrl (spec §5: parses as a URL)', () => {
  it('accepts absolute URLs', () => {
    expect(isValidUrl('https://jira.example.com/browse/DS-42')).toBe(true);
    expect(isValidUrl('http://intranet/vertraege?id=7')).toBe(true);
    expect(isValidUrl('mailto:dsb@example.com')).toBe(true);
  });

  it('refuses what does not parse', () => {
    expect(isValidUrl('www.example.com')).toBe(false);
    expect(isValidUrl('kein Link')).toBe(false);
    expect(isValidUrl('')).toBe(false);
    expect(isValidUrl(null)).toBe(false);
  });
});
