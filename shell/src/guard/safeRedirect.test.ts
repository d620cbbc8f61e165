import { safeRedirect, signInPathFor } from './safeRedirect';

describe('sign-in redirect', () => {
  it('keeps path and query of the requested page', () => {
    expect(signInPathFor('/vvt-list/1', '?cuid=abc&x=1')).toBe('/signin?redirect=%2Fvvt-list%2F1%3Fcuid%3Dabc%26x%3D1');
  });

  it('follows only paths of this portal', () => {
    expect(safeRedirect('/audit?cuid=1')).toBe('/audit?cuid=1');
    expect(safeRedirect('https://evil.example.com')).toBeNull();
    expect(safeRedirect('//evil.example.com')).toBeNull();
    expect(safeRedirect('/\\evil.example.com')).toBeNull();
    expect(safeRedirect('/signin?redirect=/x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
