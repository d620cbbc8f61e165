import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USERS, cuidOf, signIn } from '../support/portal';
import { REPO_ROOT, writeRemotesJson } from '../support/server';
import { buildRemoteAtCommit, buildRemoteVariant, deploy, lastCommitOfSharedVersion, serveRemoteDir, type ServedRemote } from '../support/remoteDeployment';
import { currentServer, type StartedServer } from '../support/workers';

/**
 * Independent deployment (issue 13, DESIGN.md §3): the audit remote served by its own static
 * server on another origin (scripts/serve-remote.mjs), a new release of it picked up on reload
 * without touching the shell, and the @vws/shared version rule. The worker's portal serves
 * /remotes.json from its REMOTES_JSON file (support/server.ts), which these tests rewrite as an
 * operator would; the page's CSP follows that file.
 *
 * The "previous minor" artefact is built in this run from today's audit sources with
 * node_modules/@vws/shared reporting 1.<minor-1>.0 (so it never goes stale); it also carries a
 * changed list title, so the same build is the "new release" of the update test. The "wrong
 * major" remote is that build with its manifest naming @vws/shared <major+1>.0.0. The remote as
 * its team released it with the previous minor is built from git: the remote, packages/shared and
 * the build scripts of the last commit at that version (it imports what that version offered, e.g.
 * 1.3's barrel), with today's installed libraries.
 */

const NEW_TITLE = 'Audit-Fragen (neue Version)';
const sharedVersion = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages/shared/package.json'), 'utf8')) as { version: string }).version;
const [major, minor] = sharedVersion.split('.').map(Number);
const previousMinorVersion = `${major}.${Math.max(minor - 1, 0)}.0`;
const nextMajorVersion = `${major + 1}.0.0`;

let portal: StartedServer;
let work: string;
/** The folder the audit team's static server serves; tests deploy into it. */
let servedDir: string;
let remote: ServedRemote;
/** The audit build against the previous minor of @vws/shared, with the changed title. */
let previousMinorDist: string;
/** The audit remote built from the last commit at the previous minor (null: the history has none). */
let releasedDist: string | null;
const releasedCommit = lastCommitOfSharedVersion(previousMinorVersion);
/** One signed-in page for the three tests (a sign-in each cost a third of the file's time). */
let context: BrowserContext;
let page: Page;
let cuid: string;
/** Every URL the page requested, in order. */
const requests: string[] = [];

test.describe.configure({ mode: 'serial' });
// The tests rewrite the portal's REMOTES_JSON file: only with a portal this run started.
test.skip(!currentServer(), 'needs a portal started by this run (not E2E_BASE_URL)');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  portal = currentServer()!;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-remote-deployment-'));
  servedDir = path.join(work, 'served');
  deploy(path.join(REPO_ROOT, 'remotes/audit/dist'), servedDir);
  [remote, previousMinorDist, releasedDist] = await Promise.all([
    serveRemoteDir(servedDir, portal.baseUrl),
    buildRemoteVariant('audit', path.join(work, 'build'), {
      sharedVersion: previousMinorVersion,
      replaceTexts: { de: [['"title": "Audit-Fragen"', `"title": "${NEW_TITLE}"`]] },
    }),
    releasedCommit ? buildRemoteAtCommit('audit', releasedCommit, path.join(work, 'released')) : Promise.resolve(null),
  ]);
  pointAuditAtItsOrigin();
  context = await browser.newContext({ baseURL: portal.baseUrl, locale: 'de-DE', viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
  page.on('request', (request) => requests.push(request.url()));
  await signIn(page, USERS.dsb);
  cuid = cuidOf(page);
});

test.afterAll(async () => {
  await context?.close();
  // The next spec file of this worker finds the portal as it was.
  if (portal) writeRemotesJson(portal.dataDir);
  remote?.process.kill();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** audit from the audit team's own origin, every other remote from the portal. */
const pointAuditAtItsOrigin = () => writeRemotesJson(portal.dataDir, { audit: `${remote.url}/mf-manifest.json` });

/** The URLs the page requests from now on. */
function recordRequests(): { urls: () => string[] } {
  const from = requests.length;
  return { urls: () => requests.slice(from) };
}

async function openAuditList(title: string): Promise<void> {
  await page.goto(`/audit?cuid=${cuid}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.locator('.audit-list tbody tr').first()).toBeVisible();
}

test('a remote served from its own origin: the shell loads its manifest and chunks from there', async () => {
  deploy(path.join(REPO_ROOT, 'remotes/audit/dist'), servedDir);
  pointAuditAtItsOrigin();
  const recorded = recordRequests();
  await openAuditList('Audit-Fragen');

  const fromRemote = recorded.urls().filter((url) => url.startsWith(`${remote.url}/`));
  expect(fromRemote).toContain(`${remote.url}/mf-manifest.json`);
  expect(fromRemote).toContain(`${remote.url}/remoteEntry.js`);
  expect(fromRemote.filter((url) => /\.[0-9a-f]{8}\.js$/.test(url)).length).toBeGreaterThan(0);
  expect(recorded.urls().filter((url) => url.includes('/remotes/audit/'))).toEqual([]);

  const manifest = await page.request.get(`${remote.url}/mf-manifest.json`, { headers: { Origin: portal.baseUrl } });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe(portal.baseUrl);
  const chunk = fromRemote.find((url) => /\.[0-9a-f]{8}\.js$/.test(url))!;
  expect((await page.request.get(chunk)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a new release of a remote shows on reload, the shell unchanged; it was built against the previous minor of @vws/shared and works', async () => {
  deploy(path.join(REPO_ROOT, 'remotes/audit/dist'), servedDir);
  pointAuditAtItsOrigin();
  await openAuditList('Audit-Fragen');
  // The shell's built page (the server adds preload links for what remotes.json names when it sends a route).
  const shellBefore = await (await page.request.get('/index.html')).text();

  // The audit team copies its new build to its host: nothing else changes.
  deploy(previousMinorDist, servedDir);
  const manifest = (await (await page.request.get(`${remote.url}/mf-manifest.json`)).json()) as { metaData: { vws: { sharedVersion: string } } };
  expect(manifest.metaData.vws.sharedVersion).toBe(previousMinorVersion);
  expect(previousMinorVersion).not.toBe(sharedVersion);

  await page.reload();
  await expect(page.getByRole('heading', { name: NEW_TITLE, exact: true })).toBeVisible();
  await expect(page.locator('.audit-list tbody tr').first()).toBeVisible();
  expect(await (await page.request.get('/index.html')).text()).toBe(shellBefore);
  // It works, not just renders: a question opens from the list.
  await page.locator('.audit-list tbody tr').first().click();
  await expect(page).toHaveURL(/\/auditfrage\?.*id=\d+/);
  await expect(page.getByTestId('audit-position')).toContainText('Frage 1 von');
});

test("the remote as released with the previous minor of @vws/shared (built from that commit) works in today's shell", async () => {
  test.skip(!releasedDist, `the history has no commit with @vws/shared ${previousMinorVersion}`);
  deploy(releasedDist!, servedDir);
  pointAuditAtItsOrigin();
  const manifest = (await (await page.request.get(`${remote.url}/mf-manifest.json`)).json()) as { metaData: { vws: { sharedVersion: string } } };
  expect(manifest.metaData.vws.sharedVersion).toBe(previousMinorVersion);

  await page.goto(`/audit?cuid=${cuid}`);
  await expect(page.getByRole('heading', { name: 'Audit-Fragen', exact: true })).toBeVisible();
  // The page's one store and session: the released remote lists the customer the shell selected.
  await expect(page.locator('.audit-list tbody tr').first()).toBeVisible();
  await page.locator('.audit-list tbody tr').first().click();
  await expect(page).toHaveURL(/\/auditfrage\?.*id=\d+/);
  await expect(page.getByTestId('audit-position')).toContainText('Frage 1 von');
  // Its sidebar and the shell's pages keep working next to it.
  await page.goto(`/customer?cuid=${cuid}`);
  await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');
  await expect(page.getByTestId('audit-dashboard-widget')).toBeVisible();
});

test('a remote built against another major of @vws/shared is refused in its place; the rest of the portal works', async () => {
  pointAuditAtItsOrigin();
  deploy(previousMinorDist, servedDir);
  const manifestFile = path.join(servedDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { vws: { sharedVersion: string } };
    shared: { name: string; version: string }[];
  };
  manifest.metaData.vws.sharedVersion = nextMajorVersion;
  for (const entry of manifest.shared) if (entry.name === '@vws/shared') entry.version = nextMajorVersion;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));

  const recorded = recordRequests();
  await page.goto(`/audit?cuid=${cuid}`);
  const text = `Modul „Audit“ wurde für eine andere Version des Portals gebaut (Shared ${major + 1}.x, Portal ${major}.x) und kann nicht geladen werden.`;
  await expect(page.getByTestId('remote-refused')).toHaveText(text);
  await expect(page.getByTestId('sidebar-remote-refused-audit')).toHaveText(text);
  // None of its code was loaded: only its manifest was read.
  expect(recorded.urls().filter((url) => url.startsWith(remote.url) && !url.endsWith('/mf-manifest.json'))).toEqual([]);

  // Another module still works.
  await page.goto(`/customer?cuid=${cuid}`);
  await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');
  await expect(page.getByTestId('sidebar-remote-refused-audit')).toBeVisible();
});

test('a new module deployed alone from its own origin joins the running shell on reload, the shell not rebuilt', async () => {
  // The portal as it ran before the data-breach module existed: no entry for it.
  writeRemotesJson(portal.dataDir, {}, ['vorfaelle']);
  await page.goto(`/customer?cuid=${cuid}`);
  await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');
  await expect(page.getByText('Datenschutzvorfälle')).toHaveCount(0);
  // The shell's built page (the server adds preload links for what remotes.json names when it sends a route).
  const shellBefore = await (await page.request.get('/index.html')).text();

  // Its team publishes the build on its own host and the operator adds one entry to remotes.json.
  const vorfaelle = await serveRemoteDir(path.join(REPO_ROOT, 'remotes/vorfaelle/dist'), portal.baseUrl);
  try {
    writeRemotesJson(portal.dataDir, { vorfaelle: `${vorfaelle.url}/mf-manifest.json` });
    const recorded = recordRequests();
    await page.reload();
    await page.getByRole('link', { name: 'Vorfälle', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Datenschutzvorfälle', exact: true })).toBeVisible();
    // The demo breaches with the countdown to their Meldefrist (one is overdue, one still running).
    await expect(page.locator('[data-testid="vorfaelle-list-page"] tbody tr')).toHaveCount(8);
    await expect(page.getByText(/^seit \d+ Stunden? überfällig$/).first()).toBeVisible();
    await expect(page.getByText(/^noch \d+ Stunden?$/).first()).toBeVisible();
    expect(recorded.urls()).toContain(`${vorfaelle.url}/mf-manifest.json`);
    expect(recorded.urls().filter((url) => url.startsWith(`${vorfaelle.url}/`) && url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(recorded.urls().filter((url) => url.includes('/remotes/vorfaelle/'))).toEqual([]);
    expect(await (await page.request.get('/index.html')).text()).toBe(shellBefore);
    expect(await (await page.request.get('/')).text()).toContain(
      `<link rel="preload" as="fetch" href="${vorfaelle.url}/mf-manifest.json" crossorigin="anonymous">`,
    );

    // A breach opens with its Meldefrist in local time.
    await page.locator('[data-testid="vorfaelle-list-page"] tbody tr a').first().click();
    await expect(page).toHaveURL(/\/vorfall\?.*vorfallId=\d+/);
    await expect(page.getByTestId('vorfall-meldefrist')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  } finally {
    vorfaelle.process.kill();
  }
});
