import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every text bundle of the repository, found on disk (DESIGN.md §4): @vws/shared's folders
 * (src/i18n/<ns>/), the shell's and every remote's src/i18n/, so a new remote is covered without
 * editing a test.
 */
export const repo = join(__dirname, '../../../..');
const dirsOf = (parent: string) => (existsSync(parent) ? readdirSync(parent).filter((entry) => statSync(join(parent, entry)).isDirectory()) : []);

const sharedI18n = join(repo, 'packages/shared/src/i18n');
const remotes = dirsOf(join(repo, 'remotes')).filter((name) => existsSync(join(repo, 'remotes', name, 'package.json')));
const folders = [
  ...dirsOf(sharedI18n).map((ns) => join(sharedI18n, ns)),
  join(repo, 'shell/src/i18n'),
  ...remotes.map((name) => join(repo, 'remotes', name, 'src/i18n')),
];
/** The bundle folders relative to the repository ('remotes/vvt/src/i18n'). */
export const namespaces = folders.map((dir) => relative(repo, dir));

/** A bundle's texts by dotted key. */
export function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** A bundle's texts of one language, its `pages` part (<lang>.pages.json, typed.ts) included. */
export const load = (dir: string, lang: string) => {
  const pages = join(repo, dir, `${lang}.pages.json`);
  return flatten({ ...(readJson(join(repo, dir, `${lang}.json`)) as object), ...(existsSync(pages) ? (readJson(pages) as object) : {}) });
};
