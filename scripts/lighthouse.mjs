// npm run lighthouse [-- URL] [--runs=3] [--preset=mobile|desktop] [--route=/audit]:
// Lighthouse (pinned, root devDependency) in Debian's Chromium on /signin and each module's main
// route, signed in through the sign-in page as the demo meta administrator (DSB in every customer),
// with the mobile and the desktop preset; prints the median of the runs of performance score, FCP,
// LCP and TBT per page. Without URL it builds what changed and starts a portal of its own (fresh
// demo data, free port), as the e2e setup does. Budgets (DESIGN.md §10): /signin mobile ≥ 0.95 with
// LCP ≤ 1.8 s and TBT ≤ 100 ms, every module route mobile ≥ 0.90. Exit code 1 when one is missed.
// Scores vary with the machine's load and speed: run it on a quiet machine; it prints what the
// machine gives a page (scripts/lighthouse/machine.mjs), to compare runs of different days. --save=DIR keeps each run's report
// (JSON), its trace and its network log for a look at its diagnostics (scripts/lighthouse/tasks.mjs,
// scripts/lighthouse/lantern.mjs); --throttling=devtools loads through a really slowed line.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { root } from './lib.mjs';
import { openPortal } from './lighthouse/portal.mjs';
import { describeMachine, measureMachine } from './lighthouse/machine.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_EMAIL = 'meta@example.com';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Passwort-1';

/** Each module's main route; `customer` ones get ?cuid= of Muster GmbH. */
export const ROUTES = [
  { name: 'signin', path: '/signin', signedIn: false },
  { name: 'customer', path: '/customer', customer: true },
  { name: 'audit', path: '/audit', customer: true },
  { name: 'vvt', path: '/vvt-list/1', customer: true },
  { name: 'datenweitergaben', path: '/datenweitergaben', customer: true },
  { name: 'vorfaelle', path: '/vorfaelle', customer: true },
  { name: 'betroffenenanfragen', path: '/betroffenenanfragen', customer: true },
  { name: 'metaadmin', path: '/metaadmin' },
];

const BUDGETS = {
  signin: { mobile: { score: 0.95, lcp: 1800, tbt: 100 } },
  module: { mobile: { score: 0.9 } },
};

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', 3));
const presets = option('preset', 'mobile,desktop').split(',');
const onlyRoute = option('route', null);
const url = args.find((arg) => !arg.startsWith('--'));
const saveDir = option('save', null);
// simulate (Lighthouse's default, what the budgets are judged by) or devtools: the page really loaded
// through a slowed line and processor, where each request chain costs its full round trips.
const throttling = option('throttling', null);

// Lighthouse brings puppeteer-core; pnpm keeps it beside lighthouse, not at the root.
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const lighthouseDir = path.dirname(requireFromRoot.resolve('lighthouse/package.json'));
const requireFromLighthouse = createRequire(path.join(lighthouseDir, 'package.json'));
const puppeteer = (await import(requireFromLighthouse.resolve('puppeteer-core'))).default;

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** Signs in through the sign-in page, as a user would; the session (cookies, local storage) stays in the browser. */
async function signIn(browser, baseUrl) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/signin`, { waitUntil: 'networkidle0' });
  await page.type('#signin-email', DEMO_EMAIL);
  await page.type('#signin-password', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button[type="submit"]')]);
  if (new URL(page.url()).pathname === '/signin') throw new Error(`sign-in as ${DEMO_EMAIL} failed`);
  const customers = await page.evaluate(async () => (await (await fetch('/api/meta/customers', { credentials: 'include' })).json()).customers);
  const muster = customers?.find((customer) => customer.name === 'Muster GmbH');
  if (!muster) throw new Error('Muster GmbH is not among the demo customers');
  // The customer chosen once, as a user does after signing in: the portal remembers it (the route
  // frame names it), so that the first measured run starts as every later one does.
  await page.goto(`${baseUrl}/customer?cuid=${muster.customer_uid}`, { waitUntil: 'networkidle0' });
  await page.close();
  return muster.customer_uid;
}

async function audit(browser, target, preset) {
  const page = await browser.newPage();
  try {
    // Storage (session) stays; the HTTP cache is cleared by Lighthouse before each load: a cold start.
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(throttling ? { throttlingMethod: throttling } : {}) };
    const result = await lighthouse(target, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${target}`);
    if (lhr.runtimeError) throw new Error(`${target}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(target).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
      // The trace too: scripts/lighthouse/tasks.mjs lists its main thread's long tasks and what they did.
      if (result.artifacts?.Trace) fs.writeFileSync(path.join(saveDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
      // And the network log with what the simulation needs: scripts/lighthouse/lantern.mjs replays its phone.
      if (result.artifacts?.DevtoolsLog) {
        const { DevtoolsLog, GatherContext, URL: urls } = result.artifacts;
        fs.writeFileSync(
          path.join(saveDir, name.replace(/\.json$/, '.network.json')),
          JSON.stringify({ devtoolsLog: DevtoolsLog, gatherContext: GatherContext, url: urls }),
        );
      }
    }
    const value = (id) => lhr.audits[id]?.numericValue;
    return {
      score: lhr.categories.performance.score,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  } finally {
    await page.close();
  }
}

/** A run whose trace failed (NO_NAVSTART and the like: a busy machine) is taken again, twice at most. */
async function auditWithRetry(browser, target, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(browser, target, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`${target}: ${error.message}; again\n`);
    }
  }
}

function budgetOf(route, preset) {
  return (route.name === 'signin' ? BUDGETS.signin : BUDGETS.module)[preset];
}

function verdict(row, budget) {
  if (!budget) return '–';
  const missed = [];
  if (row.score < budget.score) missed.push(`score < ${budget.score}`);
  if (budget.lcp && row.lcp > budget.lcp) missed.push(`LCP > ${budget.lcp / 1000} s`);
  if (budget.tbt && row.tbt > budget.tbt) missed.push(`TBT > ${budget.tbt} ms`);
  return missed.length ? `NOT met (${missed.join(', ')})` : 'met';
}

const portal = await openPortal(url);
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  defaultViewport: null,
});
let failed = false;
try {
  const routes = ROUTES.filter((route) => !onlyRoute || route.path === onlyRoute || route.name === onlyRoute);
  const cuid = routes.some((route) => route.signedIn !== false) ? await signIn(browser, portal.baseUrl) : null;
  const machine = await measureMachine(browser);
  process.stderr.write(`${describeMachine(machine)}\n`);
  const rows = [];
  for (const preset of presets) {
    for (const route of routes) {
      const target = `${portal.baseUrl}${route.path}${route.customer ? `?cuid=${cuid}` : ''}`;
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const sample = await auditWithRetry(browser, target, preset);
        if (new URL(sample.finalUrl).pathname !== route.path) throw new Error(`${route.path} ended at ${sample.finalUrl} (signed out?)`);
        samples.push(sample);
        process.stderr.write(
          `${preset} ${route.path} run ${i + 1}: ${sample.score} (FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms ${sample.lcpElement ?? ''}, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls.toFixed(3)})\n`,
        );
      }
      const row = {
        preset,
        route: route.path,
        ...Object.fromEntries(['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(samples.map((s) => s[key]))])),
      };
      row.verdict = verdict(row, budgetOf(route, preset));
      if (row.verdict.startsWith('NOT')) failed = true;
      rows.push(row);
    }
  }
  console.log(
    `\nLighthouse ${requireFromRoot('lighthouse/package.json').version}, ${CHROMIUM}, median of ${runs} run(s) per figure${throttling ? `, throttling: ${throttling}` : ''}`,
  );
  console.log(describeMachine(machine));
  console.log('| preset | page | performance | FCP | LCP | TBT | CLS | budget |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    console.log(
      `| ${row.preset} | ${row.route} | ${row.score.toFixed(2)} | ${(row.fcp / 1000).toFixed(1)} s | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.verdict} |`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
process.exit(failed ? 1 : 0);
