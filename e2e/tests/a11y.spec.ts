import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatCounts, navigate, runAxe, settle } from '../support/axe';
import { allScreens, resolvePath, type Screen } from '../support/screens';
import { SCREENSHOT_DIR, USERS, setLanguage, signIn } from '../support/portal';
import { classesCutFromTheBuild } from '../support/vendorCss';

/**
 * axe-core on every screen in German and English (issue 12, DESIGN.md §10): the shell's pages, the
 * static notices, every route of every remote manifest the server lists and the detail screen
 * behind the first row of each list. Fails on any critical
 * or serious violation, on a page without exactly one level-one heading and on a page that scrolls
 * sideways (German at 1024 px, English at 390 px: every screen at both widths without a second
 * walk; a wide table scrolls in its own box) and on an element whose theme or PrimeFlex class the
 * build cut from its stylesheet; prints the counts per screen and writes them to
 * e2e/output/axe-<locale>-<group>.txt.
 */
const OUTPUT_DIR = path.resolve(SCREENSHOT_DIR, '..');

/** The width each language's walk runs at (DESIGN.md §10: usable at 1024 and at 390 px). */
const VIEWPORT = { de: { width: 1024, height: 768 }, en: { width: 390, height: 844 } } as const;

/** Screens behind an action (a new question): visited with their module. */
const DETAIL_SCREENS: Screen[] = [
  { name: 'auditfrage-new', path: '/auditfrage?cuid={cuid}&id=new', kind: 'module', permission: 'VWS_AuditFragen_Edit', remote: 'audit' },
];

/** One test per language and group: the portal's own screens, then each remote of the registry. */
const registry = createRequire(__filename)('../../scripts/remotes.cjs') as { listRemotes(): Array<{ name: string }> };
const GROUPS = ['portal', ...registry.listRemotes().map((remote) => remote.name)];

interface Outcome {
  screen: string;
  line: string;
  failures: string[];
  /** Navigation, settling and the check: where the run's time goes. */
  seconds: number;
}

/** Signed in, a screen is reached by client-side navigation; static files and signed-out pages are loaded. */
async function check(page: Page, screen: Screen, url: string): Promise<Outcome | null> {
  const started = Date.now();
  if (screen.kind === 'public') await page.goto(url);
  else await navigate(page, url);
  await settle(page);
  const expected = new URL(url, page.url()).pathname;
  if (new URL(page.url()).pathname !== expected) return null; // not open for this user
  const { counts, failures } = await runAxe(page);
  const headings = await page.locator('h1:visible').count();
  if (headings !== 1) failures.push(`${headings} visible level-one headings (expected 1)`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 1) failures.push(`the page scrolls sideways by ${overflow} px at ${page.viewportSize()?.width} px`);
  const cut = await classesCutFromTheBuild(page);
  if (cut.length > 0) failures.push(`classes the build cut from the theme's CSS (scripts/rspack/vendor-css.mjs): ${cut.join(' ')}`);
  return { screen: screen.name, line: `${screen.name.padEnd(34)} ${formatCounts(counts)}`, failures, seconds: (Date.now() - started) / 1000 };
}

interface Visitor {
  page: Page;
  cuid?: string;
}

for (const locale of ['de', 'en'] as const) {
  test.describe(`in ${locale}`, () => {
    // Signed in once per user and language (the worker keeps the pages across the groups' tests):
    // a sign-in costs more than checking a screen.
    const visitors = new Map<string, Visitor>();
    const visitorFor = async (browser: Browser, email: string): Promise<Visitor> => {
      const known = visitors.get(email);
      if (known) return known;
      const page = await (await browser.newContext({ viewport: VIEWPORT[locale] })).newPage();
      await page.goto('/signin');
      await setLanguage(page, locale);
      await signIn(page, email);
      // The meta administrator lands on the customer choice: his first customer serves.
      const { customers } = (await (await page.request.get('/api/meta/customers')).json()) as { customers: Array<{ customer_uid: string }> };
      const visitor = { page, cuid: new URL(page.url()).searchParams.get('cuid') ?? customers[0]?.customer_uid };
      visitors.set(email, visitor);
      return visitor;
    };
    test.afterAll(async () => {
      for (const { page } of visitors.values()) await page.context().close();
      visitors.clear();
    });

    for (const group of GROUPS) {
      test(`axe: ${group} screens in ${locale}`, async ({ page, browser, request }) => {
        test.setTimeout(600_000);
        const all = await allScreens(request);
        const inGroup = (screen: Screen) => (group === 'portal' ? screen.kind !== 'module' : screen.remote === group);
        const screens = [...all, ...DETAIL_SCREENS.filter((detail) => all.some((screen) => screen.remote === detail.remote))].filter(inGroup);
        const outcomes: Outcome[] = [];
        const refused: Screen[] = [];
        const record = (outcome: Outcome) => {
          outcomes.push(outcome);
          console.log(`axe ${locale} ${outcome.line} (${outcome.seconds.toFixed(1)} s)`);
        };

        const publicScreens = screens.filter((s) => s.kind === 'public');
        if (publicScreens.length > 0) {
          await page.setViewportSize(VIEWPORT[locale]);
          await page.goto('/signin');
          await setLanguage(page, locale);
          for (const screen of publicScreens) {
            const outcome = await check(page, screen, resolvePath(screen, { lang: locale }));
            if (outcome) record(outcome);
          }
        }

        // A list's first row leads to a detail screen (a question, a record, a transfer): checked once per detail path.
        const followed = new Set<string>();
        const followFirstRow = async (visitor: Page, screen: Screen) => {
          const link = visitor.locator('main table tbody tr').first().locator('a[href]').first();
          if ((await link.count()) === 0) return;
          const target = new URL((await link.getAttribute('href'))!, visitor.url());
          const here = new URL(visitor.url());
          if (target.origin !== here.origin || followed.has(target.pathname) || target.pathname === here.pathname) return;
          followed.add(target.pathname);
          const outcome = await check(visitor, { name: `${screen.name}-first-row`, path: '', kind: 'module' }, target.toString());
          if (outcome) record(outcome);
        };

        const visitSignedIn = async (email: string, list: Screen[], onRefused: (screen: Screen) => void) => {
          if (list.length === 0) return;
          const { page: visitor, cuid } = await visitorFor(browser, email);
          for (const screen of list) {
            const outcome = await check(visitor, screen, resolvePath(screen, { cuid, lang: locale }));
            if (!outcome) {
              onRefused(screen);
              continue;
            }
            record(outcome);
            if (screen.kind === 'module') await followFirstRow(visitor, screen);
          }
        };
        await visitSignedIn(
          USERS.dsb,
          screens.filter((s) => s.kind !== 'public'),
          (screen) => refused.push(screen),
        );
        const unreachable: string[] = [];
        await visitSignedIn(USERS.meta, refused, (screen) => unreachable.push(screen.name));

        const report = [
          `axe-core, ${locale}, ${group}: ${outcomes.length} screens`,
          ...outcomes.map((o) => o.line),
          ...(unreachable.length ? [`not open for the DSB nor the meta administrator: ${unreachable.join(', ')}`] : []),
        ].join('\n');
        fs.mkdirSync(OUTPUT_DIR, { recursive: true });
        fs.writeFileSync(path.join(OUTPUT_DIR, `axe-${locale}-${group}.txt`), `${report}\n`);
        const failures = outcomes.flatMap((o) => o.failures.map((failure) => `${o.screen}: ${failure}`));
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  });
}
