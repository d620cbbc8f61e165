/** Texts of one history entry, free of React (the panel and its tests use them). */

/** The user's locale for dates and numbers: de-DE or en-GB (DD/MM like the rest of the portal). */
export function localeOf(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'de-DE';
}

/** Date and time of a change in the user's locale, e.g. "24.11.2026, 18:16" or "24 Nov 2026, 18:16". */
export function formatChangeTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export interface ValueTexts {
  none: string;
  yes: string;
  no: string;
}

/** A stored value as text: empty -> none, yes/no in the user's language, lists joined. */
export function formatHistoryValue(value: unknown, texts: ValueTexts, language: string): string {
  if (value === null || value === undefined || value === '') return texts.none;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return value.toLocaleString(localeOf(language));
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? texts.none : value.map((v) => formatHistoryValue(v, texts, language)).join(', ');
  return JSON.stringify(value);
}
