import { validatePassword, type PasswordErrorCode } from '@vws/shared/validation/password';
import { loadPasswordWeaknessCheck, passwordWeakness, type PasswordWeakness } from '@vws/shared/validation/password-weakness';

/** Spec §5/§9: 8 to 128 characters, at least one digit and one special character; plus the check against guessable passwords. */
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@vws/shared/validation/password';

/**
 * The rules a password breaks, as the keys of the `fields` of a 400 validation answer (the error
 * handler writes them in the caller's language from common:validation); empty when it is fine. The
 * rules are the client's (@vws/shared/validation), then the common-password lists and the strength
 * estimate (password-weakness.ts, loaded with the first password checked); userInputs are the
 * account's e-mail and names, which make a password built from them weak.
 */
export async function passwordPolicyViolations(password: string, userInputs: readonly string[] = []): Promise<(PasswordErrorCode | PasswordWeakness)[]> {
  const { errors } = validatePassword(password);
  if (errors.length > 0) return errors;
  await loadPasswordWeaknessCheck();
  const weakness = passwordWeakness(password, userInputs);
  return weakness ? [weakness] : [];
}
