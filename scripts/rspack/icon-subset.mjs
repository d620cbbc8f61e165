// Which PrimeIcons the portal's sources name, and their characters in PrimeIcons' font
// (scripts/subset-icons.mjs builds the subset from them; a test checks the subset still covers them).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import registry from '../remotes.cjs';
import { workspaceSourceDirs } from './shared-deps.mjs';

const { REPO_ROOT } = registry;

export function primeIconsDir() {
  return path.dirname(createRequire(path.join(REPO_ROOT, 'shell/package.json')).resolve('primeicons/package.json'));
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.(tsx?|json|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `pi-…` class names in the shell, @vws/shared and every remote of the registry (their sources, not tests). */
export function usedIconNames() {
  const dirs = workspaceSourceDirs();
  const known = iconTable();
  const names = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/\bpi-[a-z][a-z0-9-]*/g)) if (known.has(name)) names.add(name);
  }
  return [...names].sort();
}

let table;
/** PrimeIcons' `.pi-name:before { content: "\e925" }` rules as name → code point. */
function iconTable() {
  if (table) return table;
  const css = readFileSync(path.join(primeIconsDir(), 'primeicons.css'), 'utf8');
  table = new Map([...css.matchAll(/\.(pi-[a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)"/g)].map(([, name, hex]) => [name, parseInt(hex, 16)]));
  return table;
}

/** The code points of the named icons, sorted, once each. */
export function iconCodepoints(names) {
  const known = iconTable();
  return [...new Set(names.map((name) => known.get(name)).filter((cp) => cp !== undefined))].sort((a, b) => a - b);
}
