// The shared singletons of every federated build (DESIGN.md §3), with explicit semver ranges.
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import registry from '../remotes.cjs';
import { i18nextBrowserApi, reduxBrowserApi, routerBrowserApi } from './browser-apis.mjs';

const { REPO_ROOT } = registry;

/** Packages that must exist once in the page; a trailing-slash key shares the package's subpaths too. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'primereact',
  // The form kit in @vws/shared and a remote's useForm must share one react-hook-form.
  'react-hook-form',
  '@vws/shared',
];
/** Subpath imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query, ...) shared as well. */
const SUBPATH_PACKAGES = ['react', 'react-dom', '@reduxjs/toolkit'];

/**
 * PrimeReact's modules that hold page-wide state (configuration and locale, z-index and id
 * counters, injected styles, the overlay event bus): one instance in the page, whoever imports them.
 */
export const PRIMEREACT_STATEFUL = ['api', 'utils', 'componentbase', 'hooks', 'overlayservice', 'portal', 'csstransition', 'ripple'];

/**
 * Internal modules that most components import (the tooltip of buttons and inputs, 27 kB; the icon
 * base and the icons of buttons, messages, toasts and clearable inputs; the virtual scroller of
 * the table's page-size dropdown and of every multi-select, 6 kB gzip): one copy in the page, not
 * one per build and chunk.
 */
export const PRIMEREACT_COMMON = [
  'tooltip',
  'virtualscroller',
  'iconbase',
  'icons/check',
  'icons/times',
  'icons/timescircle',
  'icons/spinner',
  'icons/infocircle',
  'icons/exclamationtriangle',
];

/**
 * The PrimeReact subpaths shared: the stateful ones plus every component the workspace's sources
 * import (shell, @vws/shared, every remote of the registry). Not `primereact/` as a whole: that made
 * each of the ~40 internal modules and 31 icons a share key of its own, in every remoteEntry.js and
 * as a chunk of its own. Read once per build process.
 */
export function primeReactShareKeys() {
  primeReactKeys ??= scanPrimeReactImports();
  return primeReactKeys;
}

let primeReactKeys;

function scanPrimeReactImports() {
  const dirs = workspaceSourceDirs();
  // Icons only where shell and remotes would each bundle them (PRIMEREACT_COMMON): an icon one page
  // imports (the sign-in's show/hide password) is a few hundred bytes, not worth a share key.
  const imported = [...primeReactImportsOf(dirs.flatMap(sourceFiles))].filter((name) => !name.startsWith('icons/'));
  const names = new Set([...PRIMEREACT_STATEFUL, ...PRIMEREACT_COMMON, ...imported]);
  return [...names].map((name) => `primereact/${name}`).sort();
}

/** The PrimeReact modules (`datatable`, `icons/times`) that `files` import (`{ lazy: false }`: not those only loaded with import()). */
export function primeReactImportsOf(files, { lazy = true } = {}) {
  const names = new Set();
  const pattern = lazy ? /(?:from|import\()\s*['"]primereact\/([a-z]+(?:\/[a-z]+)?)['"]/g : /from\s*['"]primereact\/([a-z]+(?:\/[a-z]+)?)['"]/g;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    // Type-only imports load nothing.
    for (const match of (lazy ? source : source.replace(/import\s+type\s[^;]+;/g, '')).matchAll(pattern)) names.add(match[1]);
  }
  return names;
}

/** The `src` folders of the shell, @vws/shared and every remote of the registry: the portal's front-end sources. */
export function workspaceSourceDirs() {
  return ['shell', 'packages/shared', ...registry.listRemotes().map((remote) => remote.dir)].map((dir) => path.join(REPO_ROOT, dir, 'src'));
}

/** The source files below `dir` (no tests). */
export function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * @vws/shared as share keys: the barrel `@vws/shared` and its entries (core, form, list, print,
 * edit: `exports` into src/entries/), each a singleton of its own, so that a page loads only the
 * kits it uses. Each key names its file as `import`: a build provides every key, also those its
 * own code does not import, so that a remote built against 1.3 (which imports the barrel) finds
 * the barrel in the shell; the barrel re-exports the entries, so it shares their one instance.
 */
export function sharedPackageKeys(pkgDir) {
  const packageDir = realpathSync(path.join(pkgDir, 'node_modules', '@vws/shared'));
  const { exports = {} } = readJson(path.join(packageDir, 'package.json'));
  return Object.entries(exports)
    .filter(([subpath, target]) => typeof target === 'string' && (subpath === '.' || target.startsWith('./src/entries/')))
    .map(([subpath, target]) => ({ key: subpath === '.' ? '@vws/shared' : `@vws/shared/${subpath.slice(2)}`, file: path.resolve(packageDir, target) }));
}

const WORKSPACE_FILE = path.join(REPO_ROOT, 'pnpm-workspace.yaml');

/** The `catalog:` block of pnpm-workspace.yaml (flat "name: range" lines). */
export function readCatalog(yaml = readFileSync(WORKSPACE_FILE, 'utf8')) {
  const catalog = {};
  const block = yaml.split(/\r?\n/);
  let inside = false;
  for (const line of block) {
    if (/^catalog:\s*$/.test(line)) inside = true;
    else if (inside && /^\S/.test(line)) break;
    else if (inside) {
      const match = /^\s+["']?([^"':]+(?::[^"':]+)?)["']?:\s*["']?([^"'#]+?)["']?\s*(#.*)?$/.exec(line);
      if (match) catalog[match[1]] = match[2];
    }
  }
  return catalog;
}

/**
 * A workspace protocol is no semver: use the caret range of the package's own version instead;
 * `catalog:` stands for the range pnpm-workspace.yaml names.
 */
export function toSemverRange(declared, actualVersion, name, catalog = readCatalog()) {
  if (declared === 'catalog:' || declared === 'catalog:default') declared = catalog[name];
  if (!declared || declared.startsWith('workspace:') || declared === '*') return `^${actualVersion}`;
  if (/^\d/.test(declared)) return `^${declared}`;
  return declared;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function installedVersion(pkgDir, name) {
  return readJson(path.join(pkgDir, 'node_modules', name, 'package.json')).version;
}

/** Builds the `shared` option of ModuleFederationPlugin for the package in `pkgDir`. */
export function createSharedConfig(pkgDir) {
  const pkg = readJson(path.join(pkgDir, 'package.json'));
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    if (!declared[name]) continue;
    const version = installedVersion(pkgDir, name);
    const requiredVersion = toSemverRange(declared[name], version, name);
    const config = { singleton: true, requiredVersion, version, strictVersion: false };
    // react-router-dom as its browser API as the portal uses it; react-i18next without <Trans>;
    // react-redux without connect() (browser-apis.mjs).
    const narrowed = { 'react-router-dom': routerBrowserApi, 'react-i18next': i18nextBrowserApi, 'react-redux': reduxBrowserApi }[name];
    shared[name] = narrowed ? { ...config, import: narrowed(pkgDir) } : config;
    if (SUBPATH_PACKAGES.includes(name)) shared[`${name}/`] = { ...config };
    if (name === 'primereact') for (const key of primeReactShareKeys()) shared[key] = { ...config };
    if (name === '@vws/shared') for (const { key, file } of sharedPackageKeys(pkgDir)) shared[key] = { ...config, import: file };
  }
  return shared;
}
