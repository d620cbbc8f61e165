// Type-checks every workspace package (strict), one tsc per package, two at a time (the CI machine
// has two cores; TYPECHECK_CONCURRENCY overrides).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import registry from './remotes.cjs';

const dirs = ['packages/shared', 'server', 'shell', ...registry.listRemotes().map((remote) => remote.dir), 'e2e']
  .filter((d) => existsSync(`${d}/tsconfig.json`));
const concurrency = Number(process.env.TYPECHECK_CONCURRENCY ?? 2);

/** tsc's output is buffered per package so that two packages' errors do not interleave. */
function check(dir) {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${dir}/tsconfig.json`]);
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${dir}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

const queue = [...dirs];
let failed = false;
await Promise.all(
  Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      if (!(await check(dir))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
