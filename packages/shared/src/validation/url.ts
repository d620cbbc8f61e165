/** Spec §5: a link is valid if it parses as a URL. */
export function isValidUrl(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new URL(value.trim());
    return true;
  } catch {
    return false;
  }
}
