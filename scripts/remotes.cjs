// The one registry of the portal's remotes: every folder remotes/<name>/ with a package.json.
// Build, dev, Jest, typecheck, ESLint and the install check read it, so adding remotes/vvt needs
// no edit anywhere else. A remote may fix its dev-server port in package.json ("vws": { "devPort" }).
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..');
const REMOTES_DIR = path.join(REPO_ROOT, 'remotes');
/** Ports of remotes that name none: after the fixed ones (shell 3000, remotes 3001-3099). */
const FIRST_FREE_PORT = 3100;

/** @returns {{ name: string, dir: string, packageName: string, devPort: number, buildable: boolean }[]} sorted by name */
function listRemotes() {
  if (!existsSync(REMOTES_DIR)) return [];
  const names = readdirSync(REMOTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(REMOTES_DIR, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
  return names.map((name, index) => {
    const dir = path.join('remotes', name);
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8'));
    return {
      name,
      dir,
      packageName: pkg.name,
      devPort: pkg.vws?.devPort ?? FIRST_FREE_PORT + index,
      buildable: existsSync(path.join(REPO_ROOT, dir, 'rspack.config.mjs')),
    };
  });
}

module.exports = { REPO_ROOT, listRemotes };
