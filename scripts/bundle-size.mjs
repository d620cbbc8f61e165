// npm run bundle-size: gzip sizes of the shell's start-up JavaScript and of each remote's entry.
//  - shell: what Chromium actually fetches to render /signin from shell/dist (the scripts of
//    index.html plus everything the bootstrap pulls before the first render; no API, no remotes);
//    without Chromium: the scripts of index.html only.
//  - remotes: remoteEntry.js plus the synchronous chunks of the exposed ./module (mf-manifest.json).
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './rspack/remotes.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellDist = path.join(REPO_ROOT, 'shell/dist');

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
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

/** Serves shell/dist with an SPA fallback and an empty remotes.json. */
function serveShell() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json') return response.end('[]');
    if (url.pathname.startsWith('/api/')) {
      response.statusCode = 503;
      return response.end('{"error":"offline"}');
    }
    const file = path.join(shellDist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && statSync(file).isFile() ? file : path.join(shellDist, 'index.html');
    const type = target.endsWith('.js') ? 'text/javascript' : target.endsWith('.css') ? 'text/css' : target.endsWith('.html') ? 'text/html' : 'application/octet-stream';
    response.setHeader('Content-Type', type);
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function startupScriptsInChromium() {
  const requireFromE2e = createRequire(path.join(REPO_ROOT, 'e2e/package.json'));
  const { chromium } = requireFromE2e('@playwright/test');
  const server = await serveShell();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/signin`);
    await page.locator('#signin-email').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
    server.close();
  }
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
  startup ? 'shell start-up JavaScript (fetched by Chromium to render /signin)' : 'shell start-up JavaScript (scripts of index.html only)',
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
