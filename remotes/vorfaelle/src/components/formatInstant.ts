import { formatDate } from '@vws/shared/core';

/** An instant in the browser's local time: DD.MM.YYYY HH:MM (stored in UTC). */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
