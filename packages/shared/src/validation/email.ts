/**
 * E-mail pattern of spec §5: letters, digits and ._%+- before the @; then letters, digits,
 * umlauts, dots and hyphens, a dot and a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9äöüÄÖÜ.-]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}
