import { readFileSync } from 'node:fs';
import path from 'node:path';
import { iconCodepoints, usedIconNames } from '../../../scripts/rspack/icon-subset.mjs';

describe("the portal's icon font subset (shell/src/app/icons.css, node scripts/subset-icons.mjs)", () => {
  const css = readFileSync(path.join(__dirname, '../app/icons.css'), 'utf8');
  const range = new Set([...(/unicode-range:([^;]+);/.exec(css)?.[1] ?? '').matchAll(/U\+([0-9A-F]+)/g)].map(([, hex]) => parseInt(hex!, 16)));

  it('covers every icon the sources name (else run node scripts/subset-icons.mjs)', () => {
    const names = usedIconNames();
    expect(names).toEqual(expect.arrayContaining(['pi-home', 'pi-search', 'pi-print']));
    const missing = names.filter((name) => !iconCodepoints([name]).every((cp) => range.has(cp)));
    expect(missing).toEqual([]);
  });

  it('is a small woff2 file, loaded for those characters only', () => {
    const font = readFileSync(path.join(__dirname, '../assets/fonts/primeicons-portal.woff2'));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan(12_000);
    expect(css).toMatch(/font-family: 'primeicons';/);
  });
});
