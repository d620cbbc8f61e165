import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, freePort } from './server';

/**
 * Helpers of tests/remote-deployment.spec.ts: a remote built on its own from the current sources
 * (optionally against another @vws/shared version, with a changed text), a static server of a
 * dist folder on its own port (scripts/serve-remote.mjs), and a deployment by copying a build.
 */

export interface RemoteVariant {
  /** The version the build takes @vws/shared for (the sources are today's; only the version differs). */
  sharedVersion: string;
  /** Replaces texts in the remote's de.json/en.json, e.g. { de: [['"Audit-Fragen"', '"Audit-Fragen v2"']] }. */
  replaceTexts?: Partial<Record<'de' | 'en', [string, string][]>>;
}

function linkEntries(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    const source = path.join(from, entry);
    if (entry.startsWith('@')) linkEntries(source, path.join(to, entry));
    else fs.symlinkSync(fs.realpathSync(source), path.join(to, entry));
  }
}

/**
 * Builds remotes/<name> into `<workDir>/remotes/<name>/dist` as its team would, but with
 * node_modules/@vws/shared reporting `sharedVersion` (its files are today's packages/shared):
 * the Module Federation share scope and mf-manifest.json then name that version. Returns the dist.
 */
export async function buildRemoteVariant(name: string, workDir: string, variant: RemoteVariant): Promise<string> {
  const source = path.join(REPO_ROOT, 'remotes', name);
  const dir = path.join(workDir, 'remotes', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(source, 'package.json'), path.join(dir, 'package.json'));
  const config = fs.readFileSync(path.join(source, 'rspack.config.mjs'), 'utf8');
  fs.writeFileSync(path.join(dir, 'rspack.config.mjs'), config.replace('../../scripts/rspack/index.mjs', path.join(REPO_ROOT, 'scripts/rspack/index.mjs')));
  for (const [language, replacements] of Object.entries(variant.replaceTexts ?? {})) {
    const file = path.join(dir, 'src/i18n', `${language}.json`);
    let text = fs.readFileSync(file, 'utf8');
    for (const [from, to] of replacements ?? []) {
      if (!text.includes(from)) throw new Error(`${name}/src/i18n/${language}.json has no ${from}`);
      text = text.replace(from, to);
    }
    fs.writeFileSync(file, text);
  }

  const modules = path.join(dir, 'node_modules');
  linkEntries(path.join(source, 'node_modules'), modules);
  const shared = path.join(modules, '@vws/shared');
  const sharedSource = path.join(REPO_ROOT, 'packages/shared');
  fs.rmSync(shared, { recursive: true, force: true });
  fs.mkdirSync(shared);
  const sharedPackage = JSON.parse(fs.readFileSync(path.join(sharedSource, 'package.json'), 'utf8')) as { version: string };
  fs.writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...sharedPackage, version: variant.sharedVersion }, null, 2));
  for (const entry of ['src', 'node_modules']) fs.symlinkSync(path.join(sharedSource, entry), path.join(shared, entry));

  const cli = path.join(fs.realpathSync(path.join(source, 'node_modules/@rspack/cli')), 'bin/rspack.js');
  await run(process.execPath, [cli, 'build', '--mode', 'production'], dir);
  return path.join(dir, 'dist');
}

/**
 * The last commit at which packages/shared/package.json had `version`: the parent of the commit
 * that changed it (git's pickaxe finds that change). Null when the history has no such version.
 */
export function lastCommitOfSharedVersion(version: string): string | null {
  const changed = execFileSync('git', ['-C', REPO_ROOT, 'log', '-1', '--format=%H', `-S"version": "${version}"`, '--', 'packages/shared/package.json'], {
    encoding: 'utf8',
  }).trim();
  if (!changed) return null;
  // The last commit that touched the string either left the version (its parent is the release) or,
  // while the version is still the committed one (a bump not yet committed), introduced it.
  const committed = (
    JSON.parse(execFileSync('git', ['-C', REPO_ROOT, 'show', 'HEAD:packages/shared/package.json'], { encoding: 'utf8' })) as { version: string }
  ).version;
  return committed === version ? 'HEAD' : `${changed}^`;
}

/**
 * Builds remotes/<name> as its team released it at `commit`: that commit's remote, packages/shared
 * and build scripts (git archive), with today's installed libraries. Returns the dist.
 */
export async function buildRemoteAtCommit(name: string, commit: string, workDir: string): Promise<string> {
  const tree = path.join(workDir, 'tree');
  fs.mkdirSync(tree, { recursive: true });
  execSync(
    `git -C ${JSON.stringify(REPO_ROOT)} archive --format=tar ${commit} remotes/${name} packages/shared scripts pnpm-workspace.yaml | tar -x -C ${JSON.stringify(tree)}`,
  );
  const dir = path.join(tree, 'remotes', name);
  const modules = path.join(dir, 'node_modules');
  linkEntries(path.join(REPO_ROOT, 'remotes', name, 'node_modules'), modules);
  fs.rmSync(path.join(modules, '@vws/shared'), { recursive: true, force: true });
  fs.symlinkSync(path.join(tree, 'packages/shared'), path.join(modules, '@vws/shared'));
  fs.symlinkSync(path.join(REPO_ROOT, 'packages/shared/node_modules'), path.join(tree, 'packages/shared/node_modules'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  const cli = path.join(fs.realpathSync(path.join(modules, '@rspack/cli')), 'bin/rspack.js');
  await run(process.execPath, [cli, 'build', '--mode', 'production'], dir);
  return path.join(dir, 'dist');
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

export interface ServedRemote {
  url: string;
  process: ChildProcess;
}

/** scripts/serve-remote.mjs serving `dir` on a free port, allowing the portal's origin. */
export async function serveRemoteDir(dir: string, allowOrigin: string): Promise<ServedRemote> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts/serve-remote.mjs'), '--dir', dir, '--port', String(port), '--allow-origin', allowOrigin],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve-remote exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving ') && resolve());
  });
  child.removeAllListeners('exit');
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/** Replaces the contents of `target` with a copy of `dist` (a deployment by copying files). */
export function deploy(dist: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(dist, target, { recursive: true });
}
