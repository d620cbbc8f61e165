// `npm test`: every check the project promises, in the order a failure is cheapest to see:
// lint, strict type check and production build (side by side), then end-to-end (Chromium) with the
// server's and the front ends' Jest suites beside it. `node scripts/test.mjs lint|typecheck|unit|e2e` runs one phase.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildArgs, ensureBuilt, ensureInstalled, pnpm, run, staleFrontEnds } from './lib.mjs';
import { runSideBySide } from './side-by-side.mjs';

const { testBrowserPath, TEST_BROWSER_PACKAGE } = createRequire(import.meta.url)('./test-browser.cjs');

const only = process.argv[2];
const durations = [];
/** Runs one phase and notes how long it took (printed at the end: where CI time goes). */
async function phase(name, body) {
  const started = Date.now();
  await body();
  durations.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.on('exit', (code) => {
  if (durations.length > 0) console.log(`\nnpm test phases: ${durations.join(', ')}${code ? ` (stopped with exit ${code})` : ''}`);
});

const npx = (...args) => ({ command: 'npx', args });
const LINT = [
  npx('eslint', '.', '--max-warnings=0'),
  // The format (Prettier, .prettierrc.json) and the dependencies (knip.config.ts: none unused or unlisted).
  npx('prettier', '--check', '--log-level=warn', '.'),
  npx('knip', '--no-progress', '--no-config-hints'),
];
const TYPECHECK = [{ command: process.execPath, args: ['scripts/typecheck.mjs'] }];

// The property test of the write routes samples PROPERTY_BODIES bodies per route: 40 in `npm test`
// keep CI within its 20 minutes (a quarter of each route's bodies carry hostile values, at every
// node of the body); PROPERTY_BODIES=1000 runs the deep search.
process.env.PROPERTY_BODIES ??= '40';

// The print test reads its PDFs with poppler's pdftotext (Debian's poppler-utils).
const PDF_TEXT = '/usr/bin/pdftotext';
const PDF_PACKAGE = 'poppler-utils';

/** The browser and the PDF reader the browser tests need: installed from Debian's packages as root. */
function ensureBrowserTools() {
  const browser = testBrowserPath();
  const missing = [...(browser && existsSync(browser) ? [] : [TEST_BROWSER_PACKAGE]), ...(existsSync(PDF_TEXT) ? [] : [PDF_PACKAGE])];
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing]);
  } else {
    console.error(
      `Missing for the browser tests: install Debian's ${missing.join(' and ')} (sudo apt-get install ${missing.join(' ')}), or set CHROMIUM_PATH for the browser.`,
    );
    process.exit(1);
  }
}

await phase('install', () => ensureInstalled());
if (!only) {
  // ESLint and tsc each keep one core busy and rspack waits on the disk often: side by side on
  // the two-core runner they take the time of the longest, not of all three.
  const stale = staleFrontEnds();
  const build = stale.length > 0 ? [{ command: 'npx', args: ['-y', 'pnpm@10', ...buildArgs(stale)] }] : [];
  await phase('lint + typecheck + build', () => runSideBySide({ lint: LINT, typecheck: TYPECHECK, ...(build.length ? { build } : {}) }));
} else {
  if (only === 'lint') await phase('lint', () => LINT.forEach(({ command, args }) => run(command, args)));
  if (only === 'typecheck') await phase('typecheck', () => run(TYPECHECK[0].command, TYPECHECK[0].args));
  if (only === 'e2e') await phase('build', () => ensureBuilt());
}
// In the full run the server's suites (three quarters of Jest's time) run beside the browser tests,
// on one worker and at the lowest CPU priority: the browser run keeps about one and a half of the two
// cores busy and waits on the browser in between. At equal priority the suites took the browser's
// share and stretched the browser run from 10 to over 20 minutes; at the lowest they fill its gaps
// (measured: browser run 13.6 minutes with the server and PostgreSQL suites done beside it). `unit`
// runs all of Jest.
const lowPriority = (script) => ({ command: 'nice', args: ['-n', '19', 'bash', '-c', script] });
// SERVER_TESTS_ON_PGLITE: test path patterns that limit the embedded-database run to the database
// layer and start-up, set by .ci/run where the whole suite runs on PostgreSQL beside it.
// The patterns go before --selectProjects, which would take them as further project names.
const SERVER_JEST = lowPriority(`JEST_MAX_WORKERS=1 npx jest --ci ${process.env.SERVER_TESTS_ON_PGLITE ?? ''} --selectProjects server`);
// The front ends' Jest suites: in the full run beside the browser tests too, after the embedded
// database's server run, on one worker at the lowest priority (they took two minutes of CI's twenty on
// their own, while the browser run leaves part of a core idle). Their waits get more time there.
const FRONT_END_JEST = lowPriority('JEST_MAX_WORKERS=1 TEST_ASYNC_TIMEOUT_MS=20000 npx jest --ci --ignoreProjects server');
if (only === 'unit') await phase('jest', () => run('npx', ['jest', '--ci']));
if (!only || only === 'e2e') {
  ensureBrowserTools();
  // ALONGSIDE_E2E: a shell command CI runs beside the browser tests, which leave a core idle
  // most of the time waiting on the browser and the server (.ci/run: the PostgreSQL server tests).
  // Each its own group: side by side they share the core the browser run leaves, and when the
  // browser run ends first, both cores (one after the other they kept one core idle for minutes).
  const alongside = {
    ...(only ? {} : { 'server jest': [SERVER_JEST, FRONT_END_JEST] }),
    ...(process.env.ALONGSIDE_E2E ? { alongside: [lowPriority(process.env.ALONGSIDE_E2E)] } : {}),
  };
  await phase(only ? 'e2e' : 'e2e + jest', () =>
    Object.keys(alongside).length > 0
      ? runSideBySide({ e2e: [npx('-y', 'pnpm@10', '--filter', '@vws/e2e', 'run', 'test')], ...alongside }, { stream: 'e2e' })
      : pnpm(['--filter', '@vws/e2e', 'run', 'test']),
  );
}
