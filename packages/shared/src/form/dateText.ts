/** Dates travel as YYYY-MM-DD (a local calendar day, no time zone). */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Typed as the portal shows it (spec §9: DD.MM.YYYY in both languages); D.M.YY and slashes are accepted too. */
const TYPED_DAY = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The typed text as YYYY-MM-DD; '' for an empty field; null when it is no real calendar day. */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = TYPED_DAY.exec(trimmed);
  if (!typed) return null;
  const year = typed[3].length === 2 ? 2000 + Number(typed[3]) : Number(typed[3]);
  return isoOf(year, Number(typed[2]), Number(typed[1]));
}

/** YYYY-MM-DD as DD.MM.YYYY; anything else unchanged. */
export function showDay(value: string | null | undefined): string {
  const iso = value ? ISO_DAY.exec(value) : null;
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : (value ?? '');
}

export function dayToDate(value: string | null | undefined): Date | null {
  const iso = value ? ISO_DAY.exec(value) : null;
  return iso ? new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])) : null;
}

export function dateToDay(date: Date): string {
  return isoOf(date.getFullYear(), date.getMonth() + 1, date.getDate()) ?? '';
}
