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

/** An instant typed as the portal shows it: DD.MM.YYYY HH:MM (D.M.YY H:MM too), in the browser's local time. */
const TYPED_INSTANT = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4}),?\s+(\d{1,2})[:.](\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The typed text as an ISO instant in UTC; '' for an empty field; null when it is no real moment
 * (a day that does not exist, 24:00, a missing time). ISO text with an offset is taken as it is.
 */
export function parseTypedInstant(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (ISO_INSTANT.test(trimmed)) return Number.isNaN(Date.parse(trimmed)) ? null : new Date(trimmed).toISOString();
  const typed = TYPED_INSTANT.exec(trimmed);
  if (!typed) return null;
  const day = isoOf(typed[3].length === 2 ? 2000 + Number(typed[3]) : Number(typed[3]), Number(typed[2]), Number(typed[1]));
  const [hours, minutes] = [Number(typed[4]), Number(typed[5])];
  if (!day || hours > 23 || minutes > 59) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, hours, minutes).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as DD.MM.YYYY HH:MM in the browser's local time; anything else unchanged. */
export function showInstant(value: string | null | undefined): string {
  if (!value || !ISO_INSTANT.test(value)) return value ?? '';
  const date = new Date(value);
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
