import { isCommonPassword, passwordPolicyViolations } from './password-policy';

describe('password policy (spec §5: 8..128 characters, a digit, a special character; not common)', () => {
  it('accepts a good password, including the demo password', () => {
    expect(passwordPolicyViolations('Demo-Passwort-1')).toEqual([]);
    expect(passwordPolicyViolations('Zebra#Kaffee7')).toEqual([]);
  });

  it.each([
    ['Kurz1!x', 'at least 8'],
    ['OhneZiffer!!', 'digit'],
    ['OhneSonder1234', 'special character'],
    [`A1!${'x'.repeat(126)}`, 'at most 128'],
  ])('refuses %j (%s)', (password, problem) => {
    expect(passwordPolicyViolations(password).join(' ')).toContain(problem);
  });

  it('accepts exactly 8 and exactly 128 characters', () => {
    expect(passwordPolicyViolations('Ab3$efgh')).toEqual([]);
    expect(passwordPolicyViolations(`Ab3$${'k'.repeat(124)}`)).toEqual([]);
  });

  it('refuses common passwords and common stems with digits and symbols around them', () => {
    for (const pw of ['Passwort1!', 'P@ssw0rd1', 'Sommer2024!', '!Qwertz123', 'Willkommen1!']) {
      expect(isCommonPassword(pw)).toBe(true);
      expect(passwordPolicyViolations(pw)).toEqual(['The password is too common.']);
    }
    expect(isCommonPassword('Zebra#Kaffee7')).toBe(false);
  });
});
