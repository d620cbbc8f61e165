// npm run bundle-size: gzip sizes of the shell's start-up JavaScript and of each remote's entry.
//  - shell: what Chromium actually fetches to render /signin from shell/dist (the scripts of
//    index.html plus everything the bootstrap pulls before the first render; no API, no remotes);
//    without Chromium: the scripts of index.html only.
//  - remotes: remoteEntry.js plus the synchronous chunks of the exposed ./module (mf-manifest.json).
//  - every module route (one per remote; --route=<path> for one) of the federated portal against the
//    single-bundle build (shell/.static/dist, `npm run build:static -w shell` or --build-static), both
//    in Chromium with a canned API for a signed-in user with every permission; DESIGN.md §10 allows a
//    ratio of at most 1.15 and at most 300 kB gzip of start-up JavaScript on a module route, and at
//    most 150 kB gzip of JavaScript for the sign-in page; exit code 1 when a budget is missed;
//  - the fonts each page fetches, and whether zod is among a page's start-up scripts (it must not be).
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './rspack/remotes.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellDist = path.join(REPO_ROOT, 'shell/dist');

const SIGN_IN_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 300 * 1024;
const RATIO_BUDGET = 1.15;
let overBudget = false;

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** What the portal's server sends a browser that accepts brotli: the build's .br beside the file, else gzip. */
const sentSize = (file) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzipSize(file));
/**
 * Whether a script holds zod (its error class keeps its name through minification). The contract's
 * schemas are for the server and for forms loaded on demand; one value imported from a records
 * module put zod (+26 kB gzip) into a route's start-up once, and only measuring caught it.
 */
const holdsZod = (file) => readFileSync(file, 'utf8').includes('ZodError');
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} kB`;

function report(title, dir, files) {
  let raw = 0;
  let gz = 0;
  console.log(`\n${title}`);
  for (const file of files) {
    const full = path.join(dir, file);
    const size = statSync(full).size;
    const zipped = gzipSize(full);
    raw += size;
    gz += zipped;
    console.log(`  ${file.padEnd(48)} ${kb(size)} raw ${kb(zipped)} gzip`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(raw)} raw ${kb(gz)} gzip  (${files.length} files)`);
  return gz;
}

function indexHtmlScripts() {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
}

const CANNED_USER = { user_uid: 'u-bench', email: 'bench@example.com', firstname: 'Bench', lastname: 'Mark' };
const CANNED_API = {
  '/api/meta/customers': { customers: [{ customer_uid: 'c-bench', name: 'Muster GmbH' }] },
  '/api/meta/userprofile': { userprofiledata: CANNED_USER },
  '/api/meta/userprofile/permissions': { permissions: ['META_Admin_Module_Access'] },
  '/api/meta/customer/permissions': {
    permissions: [
      'VWS_Select',
      'VWS_MasterData_Edit',
      'VWS_Audit_Module_Access',
      'VWS_AuditFragen_View',
      'VWS_VVTProzesse_Module_Access',
      'VWS_VVTProzesse_View',
      'VWS_Datenweitergaben_Module_Access',
      'VWS_Datenweitergaben_View',
      'VWS_Vorfaelle_Module_Access',
      'VWS_Vorfaelle_View',
      'VWS_Betroffenenanfragen_Module_Access',
      'VWS_Betroffenenanfragen_View',
    ],
  },
  '/api/common/translations': { de: {}, en: {} },
  // A first page of each module's list (and the references its rows name), from the demo data: a
  // list route's start-up is what it loads before its first row shows.
  ...JSON.parse(readFileSync(path.join(REPO_ROOT, 'scripts/bundle-size-api.json'), 'utf8')),
};
// The dashboard's widgets answer content with a chart, so both builds load what a real dashboard loads.
const CANNED_WIDGET = {
  blocks: [
    { type: 'text', text: { key: 'widget.total', params: { count: 3 } } },
    {
      type: 'chart',
      caption: { key: 'widget.caption' },
      groupHeader: { verbatim: 'Status' },
      groups: [{ label: { verbatim: 'Audit' }, segments: [{ key: 1, label: { verbatim: 'offen' }, value: 3, severity: 'warning' }] }],
    },
  ],
};
for (const source of ['/api/audit/dashboard-widget', '/api/vvt/dashboard-widget', '/api/dw/dashboard-widget']) CANNED_API[source] = CANNED_WIDGET;

function contentType(file) {
  if (file.endsWith('.js')) return 'text/javascript';
  if (file.endsWith('.css')) return 'text/css';
  if (file.endsWith('.html')) return 'text/html';
  if (file.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}

/** Serves a shell build (SPA fallback), the remotes' dists under /remotes/<name>/ and a canned API. */
function serve(root, { withRemotes }) {
  const remotes = withRemotes ? builtRemotes() : [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json') {
      response.setHeader('Content-Type', 'application/json');
      return response.end(JSON.stringify(remotes.map((name) => ({ name, manifest: `/remotes/${name}/mf-manifest.json` }))));
    }
    if (url.pathname.startsWith('/api/')) {
      const body = CANNED_API[url.pathname];
      response.statusCode = body ? 200 : 404;
      response.setHeader('Content-Type', 'application/json');
      return response.end(JSON.stringify(body ?? { error: 'notFound' }));
    }
    const remote = url.pathname.match(/^\/remotes\/([a-z0-9-]+)\/(.+)$/);
    const base = remote ? path.join(REPO_ROOT, 'remotes', remote[1], 'dist') : root;
    const rest = remote ? remote[2] : url.pathname;
    const file = path.join(base, path.normalize(rest).replace(/^(\.\.[/\\])+/, ''));
    // /signin is a page of its own (signin.html) where the build has one, as the server serves it.
    const signInPage = /^\/signin\/?$/.test(url.pathname) && existsSync(path.join(root, 'signin.html'));
    const page = path.join(root, signInPage ? 'signin.html' : 'index.html');
    const target = existsSync(file) && statSync(file).isFile() ? file : page;
    response.setHeader('Content-Type', contentType(target));
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function builtRemotes() {
  const dir = path.join(REPO_ROOT, 'remotes');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'dist/mf-manifest.json')))
    .sort();
}

/** The fonts of the last page scriptsFetched() measured. */
let lastFonts = [];

/** A list's first data row (not its loading or empty row), in the first rows' table or the DataTable. */
const FIRST_ROW = 'main .p-datatable-tbody > tr:not(.p-datatable-emptymessage)';

/**
 * Every JavaScript file Chromium has received when the page first shows `readySelector` (noted by a
 * MutationObserver as the element enters the page: what that first paint needed), and with
 * `untilIdle` every file until the network is idle. `later` lists what came after the first.
 */
async function scriptsFetched(root, route, readySelector, { withRemotes, signedIn, untilIdle = false }) {
  const requireFromE2e = createRequire(path.join(REPO_ROOT, 'e2e/package.json'));
  const { chromium } = requireFromE2e('@playwright/test');
  const server = await serve(root, { withRemotes });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    if (signedIn) {
      await page.addInitScript((user) => {
        localStorage.setItem('vws.session', JSON.stringify({ sessionId: `${user.user_uid}@1`, user }));
      }, CANNED_USER);
    }
    await page.addInitScript((selector) => {
      const note = () => {
        if (window.__vwsReady || !document.querySelector(selector)) return;
        window.__vwsReady = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true });
    }, readySelector);
    const scripts = [];
    const fonts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const file = url.pathname.replace(/^\//, '');
      if (url.pathname.endsWith('.js')) scripts.push(file);
      if (/\.(woff2?|ttf|otf|eot)$/.test(url.pathname)) fonts.push(file);
    });
    await page.goto(`http://127.0.0.1:${server.address().port}${route}`);
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    if (untilIdle) await page.waitForLoadState('networkidle');
    const atReady = new Set((await page.evaluate(() => window.__vwsReady ?? [])).map((pathname) => pathname.replace(/^\//, '')));
    await page.waitForLoadState('networkidle');
    lastFonts = [...new Set(fonts)];
    const all = [...new Set(scripts)];
    if (untilIdle) return { files: all, later: [] };
    return { files: all.filter((file) => atReady.has(file)), later: all.filter((file) => !atReady.has(file)) };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Sizes of files given as paths below the shell's build or /remotes/<name>/. */
function resolveServed(root, files) {
  return files.map((file) => {
    const remote = file.match(/^remotes\/([a-z0-9-]+)\/(.+)$/);
    return remote ? path.join(REPO_ROOT, 'remotes', remote[1], 'dist', remote[2]) : path.join(root, file);
  });
}

function totalGzip(fullPaths) {
  return fullPaths.reduce((sum, file) => sum + gzipSize(file), 0);
}

async function startupScriptsInChromium() {
  return (await scriptsFetched(shellDist, '/signin', '#signin-email', { withRemotes: false, signedIn: false, untilIdle: true })).files;
}

if (!existsSync(path.join(shellDist, 'index.html'))) {
  console.error('shell/dist is missing: run npm run build first');
  process.exit(1);
}

let startup;
try {
  startup = existsSync(CHROMIUM) ? await startupScriptsInChromium() : null;
} catch (error) {
  console.warn(`Chromium measurement failed (${error.message}); falling back to index.html scripts`);
}
report(
  startup ? 'JavaScript of the sign-in page (fetched by Chromium to render /signin)' : 'shell start-up JavaScript (scripts of index.html only)',
  shellDist,
  startup ?? indexHtmlScripts(),
);

const remotesDir = path.join(REPO_ROOT, 'remotes');
for (const name of readdirSync(remotesDir).sort()) {
  const dist = path.join(remotesDir, name, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) continue;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const moduleExpose = manifest.exposes.find((expose) => expose.path === './module' || expose.name === 'module');
  const files = [manifest.metaData.remoteEntry.name, ...(moduleExpose?.assets.js.sync ?? [])];
  report(`remote ${name}: remoteEntry.js + ./module (sync chunks)`, dist, [...new Set(files)]);
}

const shellFonts = lastFonts;
if (shellFonts.length) report('fonts of /signin', shellDist, shellFonts);

const args = process.argv.slice(2);
const onlyRoute = args.find((arg) => arg.startsWith('--route='))?.slice('--route='.length);
/** One route per remote: its first (list or home) route, as a signed-in user with every permission. */
const MODULE_ROUTES = ['/customer', '/audit', '/vvt-list/1', '/datenweitergaben', '/vorfaelle', '/betroffenenanfragen', '/metaadmin'];
const routes = onlyRoute ? [onlyRoute] : MODULE_ROUTES;
/**
 * What a route's start-up ends with: a list route's first row (its start-up JavaScript is what it
 * needs before that row; what loads after it, such as PrimeReact's DataTable and the column chooser,
 * is listed apart), the dashboard's heading once the network is idle (its widgets load with it).
 */
const readyOverride = args.find((arg) => arg.startsWith('--ready='))?.slice('--ready='.length);
const readyOf = (route) => readyOverride ?? (route === '/customer' ? 'main h1' : FIRST_ROW);
const staticDist = path.join(REPO_ROOT, 'shell/.static/dist');
if (args.includes('--build-static')) {
  const { execFileSync } = await import('node:child_process');
  execFileSync(path.join(REPO_ROOT, 'shell/node_modules/.bin/rspack'), ['build', '--mode', 'production', '-c', 'rspack.static.config.mjs'], {
    cwd: path.join(REPO_ROOT, 'shell'),
    stdio: 'inherit',
  });
}
if (!existsSync(CHROMIUM) || !existsSync(path.join(staticDist, 'index.html'))) {
  console.log('\n(module route comparison skipped: needs Chromium and shell/.static/dist from `npm run build:static -w shell` or --build-static)');
} else {
  const rows = [];
  for (const route of routes) {
    const url = `${route}${route.includes('?') ? '&' : '?'}cuid=c-bench`;
    const untilIdle = readyOf(route) === 'main h1';
    const { files: federatedFiles, later } = await scriptsFetched(shellDist, url, readyOf(route), { withRemotes: true, signedIn: true, untilIdle });
    const fonts = lastFonts;
    const { files: singleFiles } = await scriptsFetched(staticDist, url, readyOf(route), { withRemotes: false, signedIn: true, untilIdle });
    const federated = totalGzip(resolveServed(shellDist, federatedFiles));
    const single = totalGzip(resolveServed(staticDist, singleFiles));
    const fontBytes = totalGzip(resolveServed(shellDist, fonts));
    if (args.includes('--files')) {
      for (const [label, root, files] of [
        ['federated', shellDist, federatedFiles],
        ['single bundle', staticDist, singleFiles],
      ]) {
        const sized = resolveServed(root, files)
          .map((file, index) => [files[index], gzipSize(file)])
          .sort((a, b) => b[1] - a[1]);
        console.log(`\n${route} ${label}: ${files.length} files`);
        for (const [file, bytes] of sized) console.log(`  ${file.padEnd(60)} ${kb(bytes)}`);
      }
      if (later.length > 0) {
        console.log(`\n${route} federated, loaded after the first row: ${kb(totalGzip(resolveServed(shellDist, later))).trim()}`);
        for (const file of later) console.log(`  ${file.padEnd(60)} ${kb(gzipSize(resolveServed(shellDist, [file])[0]))}`);
      }
    }
    const served = resolveServed(shellDist, federatedFiles);
    const zodFiles = federatedFiles.filter((_file, index) => holdsZod(served[index]));
    const sent = served.reduce((sum, file) => sum + sentSize(file), 0);
    rows.push({ route, federated, sent, federatedFiles: federatedFiles.length, single, ratio: federated / single, fontBytes, zodFiles });
  }
  const signInJs = startup ? totalGzip(startup.map((file) => path.join(shellDist, file))) : null;
  const verdict = (met) => {
    if (!met) overBudget = true;
    return met ? 'met' : 'NOT met';
  };
  const zodVerdict = (files) => {
    if (files.length === 0) return 'none';
    overBudget = true;
    return `NOT met: ${files.join(', ')}`;
  };
  console.log('\nStart-up JavaScript in Chromium (gzip; signed in, canned API) against the single-bundle build');
  console.log('| page | federated | budget | sent (brotli) | files | single bundle | ratio | budget | fonts | zod at start-up |');
  console.log('|---|---:|---|---:|---:|---:|---:|---|---:|---|');
  if (signInJs !== null) {
    console.log(
      `| /signin | ${kb(signInJs).trim()} | ≤ ${SIGN_IN_BUDGET / 1024} kB: ${verdict(signInJs <= SIGN_IN_BUDGET)} | ${kb(startup.reduce((sum, file) => sum + sentSize(path.join(shellDist, file)), 0)).trim()} | ${startup.length} | – | – | – | ${kb(totalGzip(shellFonts.map((file) => path.join(shellDist, file)))).trim()} | ${zodVerdict(startup.filter((file) => holdsZod(path.join(shellDist, file))))} |`,
    );
  }
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${kb(row.federated).trim()} | ≤ ${ROUTE_BUDGET / 1024} kB: ${verdict(row.federated <= ROUTE_BUDGET)} | ${kb(row.sent).trim()} | ${row.federatedFiles} | ${kb(row.single).trim()} | ${row.ratio.toFixed(2)} | ≤ ${RATIO_BUDGET}: ${verdict(row.ratio <= RATIO_BUDGET)} | ${kb(row.fontBytes).trim()} | ${zodVerdict(row.zodFiles)} |`,
    );
  }
}
if (overBudget) {
  console.error('\nA budget is missed (DESIGN.md §10).');
  process.exit(1);
}
