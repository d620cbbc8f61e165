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
  '@vws/shared',
];
/** Subpath imports (react/jsx-runtime, react-dom/client, primereact/button, ...) shared as well. */
const SUBPATH_PACKAGES = ['react', 'react-dom', 'primereact', '@reduxjs/toolkit'];

/** A workspace protocol is no semver: use the caret range of the package's own version instead. */
export function toSemverRange(declared, actualVersion) {
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
    const requiredVersion = toSemverRange(declared[name], version);
    const config = { singleton: true, requiredVersion, version, strictVersion: false };
    shared[name] = config;
    if (SUBPATH_PACKAGES.includes(name)) shared[`${name}/`] = { ...config };
  }
  return shared;
}
