/** One restriction of a list filter as the report states it. */
export interface FilterPart {
  label: string;
  /** Chosen values (ids already turned into names). */
  values?: readonly string[];
  /** Free text searched for; quoted in the statement. */
  text?: string;
}

/**
 * The active filter stated exactly for a printed report: "Status: kritisch, fehlt; Text: 'xyz'".
 * Parts without a value are left out; no part at all gives an empty string.
 */
export function describeFilter(parts: readonly FilterPart[]): string {
  return parts
    .flatMap((part) => {
      if (part.text !== undefined) return part.text.trim() ? [`${part.label}: '${part.text.trim()}'`] : [];
      return part.values && part.values.length > 0 ? [`${part.label}: ${part.values.join(', ')}`] : [];
    })
    .join('; ');
}
