// Type-checks every workspace package (strict), two tsc programs at a time (the CI machine has two
// cores; TYPECHECK_CONCURRENCY overrides). The shell, the remotes and packages/shared share one set
// of compiler options, so they are checked as one program (tsconfig.frontends.json): checked one by
// one, each of them re-checked the shared sources, which took three times as long.
// TYPECHECK_PER_PACKAGE=1 checks each package with its own tsconfig instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import registry from './remotes.cjs';

const frontends = ['packages/shared', 'shell', ...registry.listRemotes().map((remote) => remote.dir)];
const perPackage = process.env.TYPECHECK_PER_PACKAGE === '1';
const projects = [...(perPackage ? frontends : []), 'server', 'e2e'].filter((d) => existsSync(`${d}/tsconfig.json`)).map((d) => `${d}/tsconfig.json`);
if (!perPackage) projects.unshift('tsconfig.frontends.json');
const concurrency = Number(process.env.TYPECHECK_CONCURRENCY ?? 2);

/** tsc's output is buffered per package so that two packages' errors do not interleave. */
function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project]);
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
