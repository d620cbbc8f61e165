import { bcmSeverity, risikoSeverity, schadenspotenzialSeverity, statusSeverity } from './colors';

describe('VVT colours (spec §4)', () => {
  it('colours the status by id: 0 secondary, 1 success, 2 warning, 3 danger, 4 info, 5 light', () => {
    expect([0, 1, 2, 3, 4, 5].map(statusSeverity)).toEqual(['secondary', 'success', 'warning', 'danger', 'info', 'light']);
    expect(statusSeverity(9)).toBe('secondary');
  });

  it('colours risk levels, damage potential and the BCM scales from low (green) to high (red)', () => {
    expect([0, 1, 2, 3].map(risikoSeverity)).toEqual(['secondary', 'success', 'warning', 'danger']);
    expect([1, 2, 3].map(schadenspotenzialSeverity)).toEqual(['success', 'warning', 'danger']);
    expect([1, 2, 3, 4].map(bcmSeverity)).toEqual(['success', 'info', 'warning', 'danger']);
  });
});
