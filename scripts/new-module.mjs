// npm run new-module <name>: a working remote (remotes/<name>/), server module
// (server/src/modules/<name>/) and contract (packages/shared/src/contract/<name>*.ts),
// registered where they must be. The remote registry (scripts/remotes.cjs) finds the remote by
// itself; the two edits outside the new files are the import in server/src/modules/index.ts and the
// endpoint table in packages/shared/src/contract/endpoints.ts. Then pnpm install links the package.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import registry from './remotes.cjs';
import { contractFiles } from './new-module/contract-templates.mjs';
import { moduleNames, nameProblem, nextDevPort, registerEndpointTable, registerServerModule } from './new-module/names.mjs';
import { remoteFiles } from './new-module/remote-templates.mjs';
import { serverFiles } from './new-module/server-templates.mjs';

const root = registry.REPO_ROOT;
const modulesDir = path.join(root, 'server/src/modules');
const indexFile = path.join(modulesDir, 'index.ts');
const contractDir = path.join(root, 'packages/shared/src/contract');
const endpointsFile = path.join(contractDir, 'endpoints.ts');

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--skip-install');
if (args.length > 1) fail(`one name only, got: ${args.join(' ')}`);
const name = args[0];
const remotes = registry.listRemotes();
const existing = {
  remotes: existsSync(path.join(root, 'remotes')) ? readdirSync(path.join(root, 'remotes')) : [],
  serverModules: readdirSync(modulesDir),
};
const problem = nameProblem(name, existing);
if (problem) fail(problem);

const n = moduleNames(name);
const devPort = nextDevPort(remotes.map((remote) => remote.devPort));
// Check the list before writing anything, so a failure leaves the tree as it was.
const [registered, endpointTables] = (() => {
  try {
    return [registerServerModule(readFileSync(indexFile, 'utf8'), n), registerEndpointTable(readFileSync(endpointsFile, 'utf8'), n)];
  } catch (error) {
    return fail(error.message);
  }
})();
for (const file of Object.keys(contractFiles(n))) if (existsSync(path.join(contractDir, file))) fail(`packages/shared/src/contract/${file} exists already.`);

const written = [];
function writeAll(baseDir, files) {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(baseDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(file);
    console.log(`  created ${path.relative(root, file)}`);
  }
}

console.log(`new-module: ${n.name} (package ${n.packageName}, dev port ${devPort}, table ${n.table})`);
writeAll(path.join(root, 'remotes', n.name), remoteFiles(n, devPort));
writeAll(path.join(modulesDir, n.name), serverFiles(n));
writeAll(contractDir, contractFiles(n));
writeFileSync(indexFile, registered);
console.log(`  edited  ${path.relative(root, indexFile)} (${n.camel}Module added to serverModules)`);
writeFileSync(endpointsFile, endpointTables);
console.log(`  edited  ${path.relative(root, endpointsFile)} (${n.endpoints} added to ENDPOINT_TABLES)`);

if (process.argv.includes('--skip-install')) {
  console.log('new-module: --skip-install: run `npx -y pnpm@10 install` to link the package, then `npm run format`');
} else {
  console.log('new-module: npx -y pnpm@10 install (links the new package; the lockfile changes)');
  execFileSync('npx', ['-y', 'pnpm@10', 'install'], { cwd: root, stdio: 'inherit' });
  // In the repository's format (lint checks it), whatever the templates' line breaks; Prettier is installed now.
  execFileSync('npx', ['prettier', '--write', '--log-level=warn', ...written, indexFile, endpointsFile], { cwd: root, stdio: 'inherit' });
}

console.log(`
Done. Next:
  npx jest --selectProjects ${n.name}                           # the remote's tests
  npx jest server/src/modules/${n.name} --selectProjects server # the route test
  npx -y pnpm@10 --filter ${n.packageName} build                # the remote's bundle
  npm start                                                    # sign in: sidebar "${n.pascal}" → ${n.route}
See "Writing a module" in README.md.`);
