import { ERLEDIGT_STATUS, type AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';

export type FristState = { kind: 'settled' } | { kind: 'today' } | { kind: 'left'; days: number } | { kind: 'overdue'; days: number };

/** The local calendar day of `now` as YYYY-MM-DD. */
export const localDay = (now: number) => {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Where a request stands against its Frist (whole days; the Frist day itself is still in time). */
export function fristOfRow(row: Pick<AnfrageListItem, 'Status' | 'Frist'>, now: number): FristState {
  if (ERLEDIGT_STATUS.includes(row.Status)) return { kind: 'settled' };
  const diff = dayNumber(row.Frist) - dayNumber(localDay(now));
  if (diff === 0) return { kind: 'today' };
  return diff > 0 ? { kind: 'left', days: diff } : { kind: 'overdue', days: -diff };
}
