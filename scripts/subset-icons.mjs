// node scripts/subset-icons.mjs: the PrimeIcons the portal's sources name (`pi-home`, ...) as a small
// woff2 (shell/src/assets/fonts/primeicons-portal.woff2) and the @font-face that uses it for exactly
// their characters (shell/src/app/icons.css); both committed. Needs fontTools with brotli:
//   apt-get install -y python3-fonttools python3-brotli
// Run it again when a screen uses an icon it does not list (shell/src/build/iconSubset.test.ts says so).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconCodepoints, primeIconsDir, usedIconNames } from './rspack/icon-subset.mjs';
import { root } from './lib.mjs';

const names = usedIconNames();
const codepoints = iconCodepoints(names);
const font = path.join(root, 'shell/src/assets/fonts/primeicons-portal.woff2');
execFileSync('/usr/bin/python3', [
  '-m',
  'fontTools.subset',
  path.join(primeIconsDir(), 'fonts/primeicons.ttf'),
  `--unicodes=${codepoints.map((cp) => cp.toString(16)).join(',')}`,
  '--flavor=woff2',
  '--no-hinting',
  '--desubroutinize',
  `--output-file=${font}`,
]);

const range = codepoints.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(', ');
const css = `/*
 * The ${names.length} PrimeIcons the portal's screens use (node scripts/subset-icons.mjs writes this file and the
 * font): a few kilobytes instead of PrimeIcons' 35 kB, which every page loaded before its first icon.
 * An icon not listed here (a remote built later) still shows: its character is outside this range, so
 * the browser loads PrimeIcons' own font (primeicons.css) for it.
 */
@font-face {
  font-family: 'primeicons';
  font-display: block;
  src: url('../assets/fonts/primeicons-portal.woff2') format('woff2');
  font-weight: normal;
  font-style: normal;
  unicode-range: ${range};
}
`;
const cssFile = path.join(root, 'shell/src/app/icons.css');
writeFileSync(cssFile, css);
// In the repository's format, so that running the script again changes nothing.
execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', cssFile], { stdio: 'ignore' });
console.log(`${names.length} icons, ${readFileSync(font).length} bytes: ${path.relative(root, font)}`);
