// Helpers shared by the start, test and dev scripts: install the workspace and build the front ends when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import registry from './remotes.cjs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export const pnpm = (args, options) => run('npx', ['-y', 'pnpm@10', ...args], options);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** pnpm install when node_modules is missing or older than the lockfile or a package.json. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const manifests = [
    'pnpm-lock.yaml',
    'package.json',
    'packages/shared/package.json',
    'server/package.json',
    'shell/package.json',
    'e2e/package.json',
    ...frontEnds().map((d) => `${d}/package.json`),
  ];
  const newest = Math.max(...manifests.map((m) => newestMtime(join(root, m))));
  if (existsSync(marker) && statSync(marker).mtimeMs >= newest) return;
  pnpm(['install', '--frozen-lockfile']);
}

/** shell and every remote: the packages that build with rspack. */
export function frontEnds() {
  return ['shell', ...registry.listRemotes().map((remote) => remote.dir)];
}

/** Builds shell and remotes whose sources (or packages/shared, or the rspack factory) changed since their last build. */
/** The front ends whose sources (or packages/shared, or the rspack factory) changed since their last build. */
export function staleFrontEnds({ force = false } = {}) {
  const sharedInputs = Math.max(newestMtime(join(root, 'packages/shared/src')), newestMtime(join(root, 'scripts/rspack')));
  return frontEnds().filter((dir) => {
    const stamp = join(root, dir, 'dist/mf-manifest.json');
    const built = existsSync(join(root, dir, 'dist/index.html')) || existsSync(stamp) ? statSync(join(root, dir, 'dist')).mtimeMs : 0;
    return force || built === 0 || Math.max(newestMtime(join(root, dir)), sharedInputs) > built;
  });
}

/** The pnpm arguments that build the given front ends one after another. */
export function buildArgs(dirs) {
  return ['--workspace-concurrency=1', ...dirs.flatMap((d) => ['--filter', `./${d}`]), 'run', 'build'];
}

/** Builds shell and remotes whose sources changed since their last build. */
export function ensureBuilt({ force = false } = {}) {
  const stale = staleFrontEnds({ force });
  if (stale.length === 0) return;
  pnpm(buildArgs(stale));
}
