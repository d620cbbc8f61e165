/**
 * The password policy of spec §5: 8 to 128 characters, at least one digit and one special
 * character, and the repetition must be identical. React-free: the server and the forms share it.
 * The server additionally refuses common passwords.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const DIGIT = /\d/;
/**
 * Anything that is neither a letter, a digit nor white space counts as special. The server's
 * policy (server/src/auth/password-policy.ts) uses this same pattern.
 */
export const PASSWORD_SPECIAL_CHARACTER = /[^\p{L}\p{N}\s]/u;
const SPECIAL = PASSWORD_SPECIAL_CHARACTER;

export type PasswordRule = 'length' | 'digit' | 'special' | 'repetition';

export interface PasswordRuleResult {
  rule: PasswordRule;
  ok: boolean;
  /** i18n key in the common namespace, e.g. 'password.rules.digit'. */
  labelKey: string;
}

/** Error codes, the same the server answers in a 400 validation (translated as common:validation.<code>). */
export type PasswordErrorCode = 'passwordTooShort' | 'passwordTooLong' | 'passwordNeedsDigit' | 'passwordNeedsSpecialChar' | 'passwordRepetitionMismatch';

/** Rule by rule, for a checklist beside the input. The repetition rule only when one is given. */
export function passwordRules(password: string, repetition?: string): PasswordRuleResult[] {
  const length = [...password].length;
  const rules: PasswordRuleResult[] = [
    { rule: 'length', ok: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH, labelKey: 'password.rules.length' },
    { rule: 'digit', ok: DIGIT.test(password), labelKey: 'password.rules.digit' },
    { rule: 'special', ok: SPECIAL.test(password), labelKey: 'password.rules.special' },
  ];
  if (repetition !== undefined) {
    rules.push({ rule: 'repetition', ok: password.length > 0 && password === repetition, labelKey: 'password.rules.repetition' });
  }
  return rules;
}

export interface PasswordValidation {
  valid: boolean;
  errors: PasswordErrorCode[];
}

/** The whole policy; errors in the order the checklist shows them. */
export function validatePassword(password: string, repetition?: string): PasswordValidation {
  const errors: PasswordErrorCode[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.push('passwordTooShort');
  if (length > PASSWORD_MAX_LENGTH) errors.push('passwordTooLong');
  if (!DIGIT.test(password)) errors.push('passwordNeedsDigit');
  if (!SPECIAL.test(password)) errors.push('passwordNeedsSpecialChar');
  if (repetition !== undefined && password !== repetition) errors.push('passwordRepetitionMismatch');
  return { valid: errors.length === 0, errors };
}
