import { percentSeverity, statusSeverity } from './colors';

describe('status colours (spec §4)', () => {
  it.each([
    [1, 'danger'],
    [2, 'warning'],
    [3, 'success'],
    [4, 'light'],
    [5, 'info'],
    [6, 'secondary'],
  ])('status %i is %s', (status, severity) => {
    expect(statusSeverity(status)).toBe(severity);
  });
});

describe('percentage colours (spec §9)', () => {
  it.each([
    [0, 'danger'],
    [40, 'danger'],
    [41, 'warning'],
    [85, 'warning'],
    [86, 'success'],
    [100, 'success'],
  ])('%i %% is %s', (percent, severity) => {
    expect(percentSeverity(percent)).toBe(severity);
  });
  it('has no colour when the share is undefined', () => {
    expect(percentSeverity(null)).toBe('secondary');
  });
});
