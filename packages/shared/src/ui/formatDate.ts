const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD.MM.YYYY (spec §9) in the browser's time zone. Accepts a Date, an ISO string (a date alone is
 * taken as that calendar day, not as UTC midnight) or a timestamp; anything else gives ''.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  } else {
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}
