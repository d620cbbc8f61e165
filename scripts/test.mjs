// `npm test`: every check the project promises, in the order a failure is cheapest to see:
// lint, strict type check, unit/component/server tests (Jest), production build, end-to-end (Chromium).
import { existsSync } from 'node:fs';
import { ensureBuilt, ensureInstalled, pnpm, run } from './lib.mjs';

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

phase('install', () => ensureInstalled());
if (!only || only === 'lint') {
  phase('lint', () => {
    run('npx', ['eslint', '.', '--max-warnings=0']);
    // The format (Prettier, .prettierrc.json) and the dependencies (knip.config.ts: none unused or unlisted).
    run('npx', ['prettier', '--check', '--log-level=warn', '.']);
    run('npx', ['knip', '--no-progress', '--no-config-hints']);
  });
}
if (!only || only === 'typecheck') phase('typecheck', () => run(process.execPath, ['scripts/typecheck.mjs']));
// The property test of the write routes samples PROPERTY_BODIES bodies per route: 40 in `npm test`
// keep CI within its 20 minutes (a quarter of each route's bodies carry hostile values, at every
// node of the body); PROPERTY_BODIES=1000 runs the deep search.
process.env.PROPERTY_BODIES ??= '40';
if (!only || only === 'unit') phase('jest', () => run('npx', ['jest', '--ci']));
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
  phase('e2e', () => pnpm(['--filter', '@vws/e2e', 'run', 'test']));
}
