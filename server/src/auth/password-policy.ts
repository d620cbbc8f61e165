import { validatePassword, type PasswordErrorCode } from '@vws/shared/validation/password';
import { COMMON_PASSWORDS } from './common-passwords';

/** Spec §5/§9: 8 to 128 characters, at least one digit and one special character; plus a common-password check. */
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@vws/shared/validation/password';

const common = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const stem = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return stem.length > 0 && common.has(stem);
}

/**
 * The rules a password breaks, as the keys of the `fields` of a 400 validation answer (the error
 * handler writes them in the caller's language from common:validation); empty when it is fine. The
 * rules are the client's (@vws/shared/validation), plus the common-password list only the server has.
 */
export function passwordPolicyViolations(password: string): (PasswordErrorCode | 'passwordTooCommon')[] {
  const { errors } = validatePassword(password);
  if (errors.length === 0 && isCommonPassword(password)) return ['passwordTooCommon'];
  return errors;
}
