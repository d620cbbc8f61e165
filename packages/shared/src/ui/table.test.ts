import { clampPage, fromPrimeSortOrder, nextSortOrder, pageCount, toPrimeSortOrder } from './table';

describe('sort cycle (spec §2: none, ascending, descending)', () => {
  it('goes none → asc → desc → none', () => {
    expect(nextSortOrder('none')).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBe('none');
  });
  it('converts to and from PrimeReact sort orders', () => {
    expect((['none', 'asc', 'desc'] as const).map(toPrimeSortOrder)).toEqual([0, 1, -1]);
    expect([0, 1, -1, null].map(fromPrimeSortOrder)).toEqual(['none', 'asc', 'desc', 'none']);
  });
});

describe('clampPage (spec §2: beyond the last page resets to 1)', () => {
  it('keeps a page within range', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(5, 5)).toBe(5);
  });
  it('resets to 1 beyond the total or below 1', () => {
    expect(clampPage(6, 5)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(100, 100)).toBe(1);
  });
});
