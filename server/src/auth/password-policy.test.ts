import { passwordPolicyViolations } from './password-policy';

// The first check loads the dictionaries (about 2.4 MB) on a busy 2-core runner.
jest.setTimeout(60_000);

describe('password policy (spec §5: 8..128 characters, a digit, a special character; not guessable)', () => {
  it('accepts a good password, including the demo password', async () => {
    expect(await passwordPolicyViolations('Demo-Passwort-1')).toEqual([]);
    expect(await passwordPolicyViolations('Zebra#Kaffee7')).toEqual([]);
  });

  it.each([
    ['Kurz1!x', 'passwordTooShort'],
    ['OhneZiffer!!', 'passwordNeedsDigit'],
    ['OhneSonder1234', 'passwordNeedsSpecialChar'],
    [`A1!${'x'.repeat(126)}`, 'passwordTooLong'],
  ])('refuses %j (%s)', async (password, problem) => {
    expect(await passwordPolicyViolations(password)).toEqual([problem]);
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    expect(await passwordPolicyViolations('Xk9#vQ2$')).toEqual([]);
    const long = Array.from({ length: 128 }, (_, i) => 'Xk9#vQ2$mLp7&Rz4!TwB5^nH8*'.charAt((i * 7) % 26)).join('');
    expect(await passwordPolicyViolations(long)).toEqual([]);
  });

  it('refuses common passwords (German and English) and common stems with digits and symbols around them', async () => {
    for (const pw of ['Kennwort1!', 'Sonnenschein1!', 'Mausi123!', 'Passwort1!', 'P@ssw0rd1', 'Sommer2024!', '!Qwertz123', 'Willkommen1!']) {
      expect([pw, await passwordPolicyViolations(pw)]).toEqual([pw, ['passwordTooCommon']]);
    }
  });

  it('refuses a password the strength estimate finds easy to guess, also from the account e-mail', async () => {
    expect(await passwordPolicyViolations('aaaa-1111')).toEqual(['passwordTooWeak']);
    expect(await passwordPolicyViolations('po@example.com1', ['po@example.com'])).toEqual(['passwordTooWeak']);
  });
});
