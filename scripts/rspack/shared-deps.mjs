// The shared singletons of every federated build (DESIGN.md §3), with explicit semver ranges.
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
/** Subpath imports (react/jsx-runtime, react-dom/client, primereact/button, ...) shared as well. */
const SUBPATH_PACKAGES = ['react', 'react-dom', 'primereact', '@reduxjs/toolkit'];

const WORKSPACE_FILE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../pnpm-workspace.yaml');

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
    shared[name] = config;
    if (SUBPATH_PACKAGES.includes(name)) shared[`${name}/`] = { ...config };
  }
  return shared;
}
