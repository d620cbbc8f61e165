// The theme, PrimeReact, PrimeFlex and PrimeIcons stylesheets cut to the classes the portal can use.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import registry from '../remotes.cjs';
import { purgeCss, usedTokens } from './inline-page-css.mjs';
import { primeReactShareKeys, sourceFiles, workspaceSourceDirs } from './shared-deps.mjs';

const { REPO_ROOT } = registry;

/** The vendor stylesheets that the production build cuts (portalTheme.ts imports them). */
export const VENDOR_CSS = /[\\/]node_modules[\\/](?:\.pnpm[\\/].+[\\/])?(primereact|primeflex|primeicons)[\\/].*\.css$/;

/**
 * Of the 540 kB that portalTheme.ts imports, PrimeFlex is 430 kB of utility classes of which the
 * portal uses about 180, and the theme styles every PrimeReact component, used or not. Parsed when the
 * first page mounts, the whole of it was a long task on a phone. Kept: every rule whose classes the
 * sources of the shell, @vws/shared and every remote name, or the PrimeReact modules they import
 * (with those modules' own imports) name; the rest goes. As with the icon font's subset, a remote
 * that starts to use another utility class or component needs the shell built again.
 */
export function purgeVendorCss(css) {
  return purgeCss(css, portalClassNames(), { fontFaces: true });
}

let names;
/** The class names the portal's code and its PrimeReact components can put on an element. */
export function portalClassNames() {
  names ??= classNamesOf([...workspaceSources(), ...primeReactSources()].map((file) => readFileSync(file, 'utf8')).join('\n'));
  return names;
}

/**
 * `usedTokens` plus the classes that react-transition-group derives from a name in the code
 * (`p-connected-overlay` → `p-connected-overlay-enter-active`).
 */
export function classNamesOf(source) {
  const tokens = usedTokens(source);
  const transition = /^(.+)-(?:enter|exit|appear)(?:-active|-done)?$/;
  return { has: (name) => tokens.has(name) || (transition.test(name) && tokens.has(name.replace(transition, '$1'))) };
}

function workspaceSources() {
  return [...workspaceSourceDirs().flatMap(sourceFiles), path.join(REPO_ROOT, 'shell/index.html')];
}

/** Packages resolved as the shell's build resolves them. */
const requireFromShell = createRequire(path.join(REPO_ROOT, 'shell/package.json'));

/** The ES module files of the PrimeReact modules the workspace imports, and of the modules those import. */
function primeReactSources() {
  const primeReactDir = path.dirname(requireFromShell.resolve('primereact/package.json'));
  const pending = primeReactShareKeys().map((key) => key.slice('primereact/'.length));
  const seen = new Set();
  const files = [];
  while (pending.length) {
    const name = pending.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const file = path.join(primeReactDir, name, `${name.split('/').pop()}.esm.js`);
    if (!existsSync(file)) continue;
    files.push(file);
    for (const [, imported] of readFileSync(file, 'utf8').matchAll(/from\s*['"]primereact\/([a-z]+(?:\/[a-z]+)?)['"]/g)) pending.push(imported);
  }
  return files;
}

/**
 * The classes the vendor stylesheets of portalTheme.ts style (`vendor`), and those of them the
 * build keeps (`kept`): a browser test checks that no element on a screen carries one of the rest.
 */
export function vendorClassReport() {
  const theme = readFileSync(path.join(REPO_ROOT, 'shell/src/app/portalTheme.ts'), 'utf8');
  // By the package's folder: require.resolve of a .css file answers a stub under Jest.
  const fileOf = (request) => {
    const [, pkg, rest] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(request);
    return path.join(path.dirname(requireFromShell.resolve(`${pkg}/package.json`)), rest);
  };
  const sheets = [...theme.matchAll(/^import '([^.'][^']*\.css)';/gm)].map(([, request]) => fileOf(request)).filter((file) => VENDOR_CSS.test(file));
  const vendor = new Set(
    sheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.(-?[A-Za-z_](?:\\.|[A-Za-z0-9_-])*)/g)].map(([, name]) => name.replace(/\\(.)/g, '$1')),
    ),
  );
  const kept = portalClassNames();
  return { sheets: sheets.length, vendor: [...vendor].sort(), kept: [...vendor].filter((name) => kept.has(name)).sort() };
}

// node scripts/rspack/vendor-css.mjs --report: vendorClassReport() as JSON (for e2e/support/vendorCss.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--report')) {
  process.stdout.write(JSON.stringify(vendorClassReport()));
}
