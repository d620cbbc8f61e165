// Type-checks every workspace package (strict), one tsc per package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import registry from './remotes.cjs';

const dirs = ['packages/shared', 'server', 'shell', ...registry.listRemotes().map((remote) => remote.dir), 'e2e']
  .filter((d) => existsSync(`${d}/tsconfig.json`));
let failed = false;
for (const dir of dirs) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${dir}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ${dir}: ok`);
  } catch {
    console.error(`typecheck ${dir}: FAILED`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
