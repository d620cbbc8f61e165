import { formatDate } from './formatDate';

describe('formatDate (spec §9: DD.MM.YYYY)', () => {
  it('formats a Date, a timestamp and an ISO date-time in local time', () => {
    expect(formatDate(new Date(2024, 2, 5, 14, 30))).toBe('05.03.2024');
    expect(formatDate(new Date(2024, 11, 31).getTime())).toBe('31.12.2024');
    const local = new Date(2024, 0, 9, 12, 0);
    expect(formatDate(local.toISOString())).toBe('09.01.2024');
  });

  it('takes an ISO date alone as that calendar day', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
  });

  it('gives an empty string for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });
});
