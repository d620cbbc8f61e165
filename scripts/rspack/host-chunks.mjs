// How the shell's production build groups the libraries it provides (createHostConfig).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import registry from '../remotes.cjs';
import { primeReactImportsOf, primeReactShareKeys } from './shared-deps.mjs';

const { REPO_ROOT } = registry;

/**
 * The libraries every page of the portal runs before its first render (React, the router, the
 * store and RTK Query, i18next): the vendor chunk. Any other library (zod, react-hook-form, the
 * password-strength check, charts) stays a chunk of its own, loaded by the page or dialog that
 * uses it.
 */
const START_UP_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'react-redux',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
  'react-transition-group',
  'dom-helpers',
  '@babel/runtime',
  // RTK Query's schema helpers (0.2 kB), a start-up file of their own before.
  '@standard-schema/utils',
];
const LIBRARY = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
/** The shared react-router-dom, react-i18next and react-redux are generated modules below node_modules/.cache (browser-apis.mjs). */
const BROWSER_APIS = /[\\/]node_modules[\\/]\.cache[\\/]vws[\\/](?:react-router-dom|react-i18next|react-redux)-browser-/;

const PRIMEREACT_MODULE = /[\\/]node_modules[\\/]primereact[\\/]([a-z]+(?:[\\/][a-z]+)?)[\\/]/;

/** PrimeReact's table with what it imports (paginator, dropdown, ...), loaded after a list's first rows. */
const TABLE_COMPONENTS = ['datatable', 'column', 'paginator'];

/**
 * The host's start-up code as few chunks: Module Federation otherwise gives every provided module
 * a chunk of its own, and a cold /audit fetched 89 files whose separate compression cost about
 * 46 kB gzip. `vendor`: the start-up libraries and the PrimeReact modules that the shell's
 * start-up files (bootstrap.tsx and what it imports statically: not the pages it loads lazily)
 * and @vws/shared/core reach. `primereact-table`: the table and what only it needs, which a list
 * loads after its first rows (ListTable); `primereact-dropdown`: what the table shares with other
 * components (the dropdown, its overlay and virtual scroller), loaded with either. Everything else
 * (forms, dialogs, calendars, charts) loads with what uses it.
 */
export function hostChunks(dir) {
  const startUpPrimeReact = primeReactClosure(dir, startUpPrimeReactImports(dir));
  const tablePrimeReact = primeReactClosure(dir, TABLE_COMPONENTS);
  // What the table shares with the other components the portal uses (the dropdown of a filter).
  const otherPrimeReact = primeReactClosure(
    dir,
    primeReactShareKeys()
      .map((key) => key.slice('primereact/'.length))
      .filter((name) => !TABLE_COMPONENTS.includes(name)),
  );
  const library = (resource) => LIBRARY.exec(resource)?.[1].replace(/\\/g, '/');
  const primeReactName = (resource) => PRIMEREACT_MODULE.exec(resource)?.[1].replace(/\\/g, '/');
  const isStartUpLibrary = (resource) => {
    if (BROWSER_APIS.test(resource)) return true;
    const name = primeReactName(resource);
    if (name) return startUpPrimeReact.has(name);
    return START_UP_LIBRARIES.includes(library(resource));
  };
  const tableGroup = (resource) => {
    const name = primeReactName(resource);
    if (!name || !tablePrimeReact.has(name) || startUpPrimeReact.has(name)) return null;
    return otherPrimeReact.has(name) ? 'shared' : 'table';
  };
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      vendor: { test: (module) => isStartUpLibrary(module.resource ?? ''), name: 'vendor', chunks: 'async', enforce: true, priority: 2 },
      table: { test: (module) => tableGroup(module.resource ?? '') === 'table', name: 'primereact-table', chunks: 'async', enforce: true, priority: 1 },
    },
  };
}

/** `primereact/<name>` imports of the shell's start-up files and of the files @vws/shared/core reaches. */
function startUpPrimeReactImports(dir) {
  return primeReactImportsOf(
    [...reachableFiles(path.join(dir, 'src/bootstrap.tsx')), ...reachableFiles(path.join(REPO_ROOT, 'packages/shared/src/entries/core.ts'))],
    { lazy: false },
  );
}

/** A start-up step's import (bootstrap.tsx): `import(/* webpackMode: "eager" *\/ './x')`, in the importer's chunk. */
const STEP_IMPORT = /import\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * The files a module reaches through static relative imports and re-exports (type-only ones included:
 * harmless) and the eager `import()`s of the start-up steps; not other `import()`s.
 */
export function reachableFiles(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of [...source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g), ...source.matchAll(STEP_IMPORT)]) {
      const target = resolveSource(path.resolve(path.dirname(file), match[1]));
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

function resolveSource(base) {
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/** The PrimeReact modules that `names` import, transitively (PrimeReact imports itself as `primereact/<name>`). */
function primeReactClosure(dir, names) {
  const primeReactDir = path.dirname(createRequire(path.join(dir, 'package.json')).resolve('primereact/package.json'));
  const closure = new Set();
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop();
    if (closure.has(name)) continue;
    closure.add(name);
    // Components are <name>/<name>.esm.js, icons icons/<name>/index.esm.js.
    const file = [`${path.basename(name)}.esm.js`, 'index.esm.js'].map((base) => path.join(primeReactDir, name, base)).find(existsSync);
    const source = file ? readFileSync(file, 'utf8') : '';
    for (const match of source.matchAll(/from\s*['"]primereact\/([a-z]+(?:\/[a-z]+)?)['"]/g)) queue.push(match[1]);
  }
  return closure;
}
