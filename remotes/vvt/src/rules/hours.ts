import { HOURS_PER } from '@vws/shared/contract/vvt';

export type DowntimeUnit = keyof typeof HOURS_PER;
export const DOWNTIME_UNITS: readonly DowntimeUnit[] = ['weeks', 'days', 'hours'];

/** The BCM maximum downtime as entered (a number and a unit) in hours, as stored; empty stays null. */
export function toHours(value: number | null, unit: DowntimeUnit): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.round(value * HOURS_PER[unit]);
}

/** Stored hours shown in the largest unit that divides them evenly (168 → 1 week, 36 → 36 hours). */
export function fromHours(hours: number | null): { value: number | null; unit: DowntimeUnit } {
  if (hours === null) return { value: null, unit: 'hours' };
  for (const unit of DOWNTIME_UNITS) {
    if (hours > 0 && hours % HOURS_PER[unit] === 0) return { value: hours / HOURS_PER[unit], unit };
  }
  return { value: hours, unit: 'hours' };
}
