// How the shell's production build groups the libraries it provides (createHostConfig).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import registry from '../remotes.cjs';
import { primeReactImportsOf, sourceFiles } from './shared-deps.mjs';

const { REPO_ROOT } = registry;

/** Libraries that only some screens need (charts, the password-strength dictionaries) stay chunks of their own. */
const ON_DEMAND_LIBRARIES = /[\\/]node_modules[\\/](\.pnpm[\\/])?(@zxcvbn-ts[+\\/]language|chart\.js|@kurkle)/;

const PRIMEREACT_MODULE = /[\\/]node_modules[\\/]primereact[\\/]([a-z]+(?:[\\/][a-z]+)?)[\\/]/;

/**
 * The host's start-up libraries (the shared singletons that the shell and @vws/shared/core import,
 * and what they import) as one chunk: Module Federation otherwise gives every provided module a
 * chunk of its own, and a cold /audit fetched 89 files whose separate compression cost about
 * 46 kB gzip. The PrimeReact components that only the kits use (tables, calendars, dialogs: the
 * shell provides them for remotes built against @vws/shared 1.3) stay chunks of their own, loaded
 * with the page that needs them.
 */
export function hostChunks(dir) {
  const startUpPrimeReact = primeReactClosure(dir, startUpPrimeReactImports(dir));
  const isStartUpLibrary = (resource) => {
    if (!/[\\/]node_modules[\\/]/.test(resource) || ON_DEMAND_LIBRARIES.test(resource)) return false;
    const primeReact = PRIMEREACT_MODULE.exec(resource);
    return !primeReact || startUpPrimeReact.has(primeReact[1].replace(/\\/g, '/'));
  };
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      vendor: { test: (module) => isStartUpLibrary(module.resource ?? ''), name: 'vendor', chunks: 'async', enforce: true },
    },
  };
}

/** `primereact/<name>` imports of the shell's sources and of the files @vws/shared/core reaches. */
function startUpPrimeReactImports(dir) {
  return primeReactImportsOf([...sourceFiles(path.join(dir, 'src')), ...reachableFiles(path.join(REPO_ROOT, 'packages/shared/src/entries/core.ts'))]);
}

/** The files a module reaches through relative imports and re-exports (type-only ones included: harmless). */
function reachableFiles(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
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
