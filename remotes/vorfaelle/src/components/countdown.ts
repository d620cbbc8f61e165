import type { VorfallListItem } from '@vws/shared/contract/vorfaelle';

export type CountdownState =
  { kind: 'notRequired' } | { kind: 'notified'; late: boolean } | { kind: 'left'; hours: number } | { kind: 'overdue'; hours: number };

const HOUR = 3_600_000;

/** Where a breach stands against its Meldefrist at `now` (whole hours, rounded towards the deadline's side). */
export function countdownOf(
  v: Pick<VorfallListItem, 'Meldefrist' | 'Meldung_erforderlich' | 'Meldung_Behoerde_am' | 'Meldung_verspaetet'>,
  now: number,
): CountdownState {
  if (v.Meldung_Behoerde_am) return { kind: 'notified', late: v.Meldung_verspaetet };
  if (!v.Meldung_erforderlich) return { kind: 'notRequired' };
  const left = new Date(v.Meldefrist).getTime() - now;
  return left >= 0 ? { kind: 'left', hours: Math.floor(left / HOUR) } : { kind: 'overdue', hours: Math.ceil(-left / HOUR) };
}
