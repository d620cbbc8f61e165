// npm run dev: the API (tsx watch, port 8080), the shell (rspack serve, port 3000, proxies /api and
// serves a dev remotes.json) and every remote with an rspack config (rspack serve on its own port),
// all with reload on change. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_DEV_PORT, REMOTE_DEV_PORTS, REPO_ROOT, SHELL_DEV_PORT, listBuildableRemotes } from './rspack/remotes.mjs';

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95];
const children = [];

function run(name, cwd, command, args, env = {}) {
  const colour = COLOURS[children.length % COLOURS.length];
  const prefix = `\x1b[${colour}m${name.padEnd(10)}\x1b[0m| `;
  const child = spawn(command, args, {
    cwd: path.join(REPO_ROOT, cwd),
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const forward = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) target.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    if (!stopping) stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(exitCode), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const rspackCli = (pkgDir) => path.join(REPO_ROOT, pkgDir, 'node_modules/.bin/rspack');
const shellUrl = `http://localhost:${SHELL_DEV_PORT}`;

run('api', 'server', path.join(REPO_ROOT, 'server/node_modules/.bin/tsx'), ['watch', 'src/main.ts'], {
  PORT: String(API_DEV_PORT),
  PUBLIC_URL: shellUrl,
  CORS_ORIGINS: shellUrl,
});
run('shell', 'shell', rspackCli('shell'), ['serve', '--mode', 'development']);
for (const remote of listBuildableRemotes()) {
  run(remote, `remotes/${remote}`, rspackCli(`remotes/${remote}`), ['serve', '--mode', 'development']);
}

console.log(
  `\nPortal: ${shellUrl}  (API :${API_DEV_PORT}; remotes ${listBuildableRemotes()
    .map((r) => `${r} :${REMOTE_DEV_PORTS[r]}`)
    .join(', ')})\n`,
);
