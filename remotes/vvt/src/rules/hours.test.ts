import { fromHours, toHours } from './hours';

describe('BCM downtime in hours', () => {
  it('stores weeks, days and hours as hours', () => {
    expect(toHours(2, 'weeks')).toBe(336);
    expect(toHours(3, 'days')).toBe(72);
    expect(toHours(5, 'hours')).toBe(5);
    expect(toHours(1.5, 'days')).toBe(36);
    expect(toHours(null, 'days')).toBeNull();
  });

  it('shows stored hours in the largest unit that divides them', () => {
    expect(fromHours(336)).toEqual({ value: 2, unit: 'weeks' });
    expect(fromHours(48)).toEqual({ value: 2, unit: 'days' });
    expect(fromHours(36)).toEqual({ value: 36, unit: 'hours' });
    expect(fromHours(0)).toEqual({ value: 0, unit: 'hours' });
    expect(fromHours(null)).toEqual({ value: null, unit: 'hours' });
  });
});
