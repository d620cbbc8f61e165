import { PASSWORD_SPECIAL_CHARACTER } from '@vws/shared/validation/password';
import { COMMON_PASSWORDS } from './common-passwords';

/** Spec §5/§9: 8 to 128 characters, at least one digit and one special character; plus a common-password check. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const common = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const stem = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return stem.length > 0 && common.has(stem);
}

/** The rules a password breaks, as messages for the `fields` of a 400 validation answer; empty when it is fine. */
export function passwordPolicyViolations(password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`The password must have at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (!/\d/.test(password)) problems.push('The password must contain a digit.');
  if (!PASSWORD_SPECIAL_CHARACTER.test(password)) problems.push('The password must contain a special character.');
  if (problems.length === 0 && isCommonPassword(password)) problems.push('The password is too common.');
  return problems;
}
