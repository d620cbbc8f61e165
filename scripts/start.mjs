// `npm start`: install what is missing, build the front ends when their sources changed, then serve
// API, shell and remotes from one port (default 8080) on the embedded database with demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  env: { DATA_DIR: join(root, 'data'), STATIC_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
