// `npm test`: every check the project promises, in the order a failure is cheapest to see:
// lint, strict type check, unit/component/server tests (Jest), production build, end-to-end (Chromium).
//
// The whole run (no argument) starts Jest at low CPU priority beside the build and the browser
// tests: the end-to-end suite waits on the browser and the network often enough to leave one of
// the two cores idle, and Jest fills those gaps without slowing the browser's tests (it yields to
// them). Jest's output is kept in a file and printed when it ends. `npm test unit|e2e|lint|typecheck`
// runs one phase in the foreground; JEST_BESIDE_E2E=0 runs Jest before the build as before.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, pnpm, root, run } from './lib.mjs';

const only = process.argv[2];
const durations = [];
/** Runs one phase and notes how long it took (printed at the end: where CI time goes). */
function phase(name, body) {
  const started = Date.now();
  body();
  durations.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.on('exit', (code) => {
  if (durations.length > 0) console.log(`\nnpm test phases: ${durations.join(', ')}${code ? ` (stopped with exit ${code})` : ''}`);
});

/** Jest in the background at low priority (nice 15 where `nice` exists); resolves with its exit code once it has ended. */
function startJestInBackground() {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'vws-jest-')), 'jest.log');
  const out = createWriteStream(log);
  const started = Date.now();
  const jestArgs = ['jest', '--ci'];
  const hasNice = spawnSync('nice', ['-n', '15', 'true']).status === 0;
  console.log(`\n> npx ${jestArgs.join(' ')} (at low priority beside the build and the browser tests; output in ${log}, printed when it ends)`);
  const child = spawn(hasNice ? 'nice' : 'npx', hasNice ? ['-n', '15', 'npx', ...jestArgs] : jestArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // A phase that stops the run (process.exit) takes the background Jest and its workers with it.
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already ended
    }
  };
  process.on('exit', stop);
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      process.off('exit', stop);
      out.end(() => resolve({ code: code ?? (signal ? 1 : 0), log, seconds: (Date.now() - started) / 1000 }));
    });
  });
}

phase('install', () => ensureInstalled());
if (!only || only === 'lint') phase('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
if (!only || only === 'typecheck') phase('typecheck', () => run(process.execPath, ['scripts/typecheck.mjs']));
const besideE2e = !only && process.env.JEST_BESIDE_E2E !== '0';
const jest = besideE2e ? startJestInBackground() : undefined;
if (!besideE2e && (!only || only === 'unit')) phase('jest', () => run('npx', ['jest', '--ci']));

let e2eFailed = false;
if (!only || only === 'e2e') {
  phase('build', () => ensureBuilt());
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    if (process.getuid?.() === 0) {
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'chromium']);
    } else {
      console.error('Chromium is missing: install the Debian package `chromium` (sudo apt-get install chromium) or set CHROMIUM_PATH.');
      process.exit(1);
    }
  }
  const started = Date.now();
  if (jest) {
    // Jest's result is still to come: a failed browser test is reported after it, not before.
    const e2e = await new Promise((resolve) => {
      console.log('\n> npx -y pnpm@10 --filter @vws/e2e run test');
      spawn('npx', ['-y', 'pnpm@10', '--filter', '@vws/e2e', 'run', 'test'], { cwd: root, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
    });
    e2eFailed = e2e !== 0;
    if (e2eFailed) console.error(`\n✖ the end-to-end tests failed (exit ${e2e})`);
  } else {
    pnpm(['--filter', '@vws/e2e', 'run', 'test']);
  }
  durations.push(`e2e ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (jest) {
  const waitStarted = Date.now();
  const { code, log, seconds } = await jest;
  process.stdout.write(`\n==== Jest (ran beside the build and the browser tests) ====\n${readFileSync(log, 'utf8')}`);
  durations.push(`jest ${seconds.toFixed(0)} s beside the rest (${((Date.now() - waitStarted) / 1000).toFixed(0)} s waited for after e2e)`);
  if (code !== 0) {
    console.error(`\n✖ npx jest --ci failed (exit ${code})`);
    process.exit(code);
  }
}
if (e2eFailed) process.exit(1);
