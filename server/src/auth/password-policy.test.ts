import { isCommonPassword, passwordPolicyViolations } from './password-policy';

describe('password policy (spec §5: 8..128 characters, a digit, a special character; not common)', () => {
  it('accepts a good password, including the demo password', () => {
    expect(passwordPolicyViolations('Demo-Passwort-1')).toEqual([]);
    expect(passwordPolicyViolations('Zebra#Kaffee7')).toEqual([]);
  });

  it.each([
    ['Kurz1!x', 'passwordTooShort'],
    ['OhneZiffer!!', 'passwordNeedsDigit'],
    ['OhneSonder1234', 'passwordNeedsSpecialChar'],
    [`A1!${'x'.repeat(126)}`, 'passwordTooLong'],
  ])('refuses %j (%s)', (password, problem) => {
    expect(passwordPolicyViolations(password)).toEqual([problem]);
  });

  it('accepts exactly 8 and exactly 128 characters', () => {
    expect(passwordPolicyViolations('Ab3$efgh')).toEqual([]);
    expect(passwordPolicyViolations(`Ab3$${'k'.repeat(124)}`)).toEqual([]);
  });

  it('refuses common passwords and common stems with digits and symbols around them', () => {
    for (const pw of ['Passwort1!', 'P@ssw0rd1', 'Sommer2024!', '!Qwertz123', 'Willkommen1!']) {
      expect(isCommonPassword(pw)).toBe(true);
      expect(passwordPolicyViolations(pw)).toEqual(['passwordTooCommon']);
    }
    expect(isCommonPassword('Zebra#Kaffee7')).toBe(false);
  });
});
