import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatCounts, runAxe, settle } from '../support/axe';
import { allScreens, resolvePath, type Screen } from '../support/screens';
import { SCREENSHOT_DIR, USERS, cuidOf, setLanguage, signIn } from '../support/portal';

/**
 * axe-core on every screen in German and English (issue 12, DESIGN.md §10): the shell's pages, the
 * static notices and every route of every remote manifest the server lists. Fails on any critical
 * or serious violation and on a page without exactly one level-one heading; prints the counts per
 * screen and writes them to e2e/output/axe-<locale>.txt.
 */
const OUTPUT_DIR = path.resolve(SCREENSHOT_DIR, '..');

/** Screens behind an action (a question opened, a new one): visited when their module is there. */
const DETAIL_SCREENS: Screen[] = [
  { name: 'auditfrage-new', path: '/auditfrage?cuid={cuid}&id=new', kind: 'module', permission: 'VWS_AuditFragen_Edit' },
];

interface Outcome {
  screen: string;
  line: string;
  failures: string[];
}

async function check(page: Page, screen: Screen, url: string): Promise<Outcome | null> {
  await page.goto(url);
  await settle(page);
  const expected = new URL(url, page.url()).pathname;
  if (new URL(page.url()).pathname !== expected) return null; // not open for this user
  const { counts, failures } = await runAxe(page);
  const headings = await page.locator('h1:visible').count();
  if (headings !== 1) failures.push(`${headings} visible level-one headings (expected 1)`);
  return { screen: screen.name, line: `${screen.name.padEnd(34)} ${formatCounts(counts)}`, failures };
}

for (const locale of ['de', 'en'] as const) {
  test(`axe: every screen in ${locale}`, async ({ page, browser, request }) => {
    test.setTimeout(600_000);
    const screens = await allScreens(request);
    const hasRoute = (p: string) => screens.some((screen) => screen.path.startsWith(p));
    const details = DETAIL_SCREENS.filter((screen) => hasRoute(screen.path.split('?')[0]!));
    const outcomes: Outcome[] = [];
    const refused: Screen[] = [];

    await page.goto('/signin');
    await setLanguage(page, locale);
    for (const screen of screens.filter((s) => s.kind === 'public')) {
      const outcome = await check(page, screen, resolvePath(screen, { lang: locale }));
      if (outcome) outcomes.push(outcome);
    }

    const visitSignedIn = async (visitor: Page, email: string, list: Screen[], onRefused: (screen: Screen) => void) => {
      await visitor.goto('/signin');
      await setLanguage(visitor, locale);
      await signIn(visitor, email);
      const cuid = new URL(visitor.url()).searchParams.get('cuid') ?? undefined;
      for (const screen of list) {
        const outcome = await check(visitor, screen, resolvePath(screen, { cuid, lang: locale }));
        if (outcome) outcomes.push(outcome);
        else onRefused(screen);
      }
    };
    const signedIn = [...screens.filter((s) => s.kind !== 'public'), ...details];
    await visitSignedIn(page, USERS.dsb, signedIn, (screen) => refused.push(screen));
    // The first question of the list, opened as a user would.
    if (hasRoute('/audit?')) {
      await page.goto(`/audit?cuid=${cuidOf(page)}`);
      await page.locator('.audit-list tbody tr').first().click();
      const outcome = await check(page, { name: 'auditfrage-first', path: '', kind: 'module' }, page.url());
      if (outcome) outcomes.push(outcome);
    }

    const unreachable: string[] = [];
    if (refused.length > 0) {
      const context = await browser.newContext();
      const metaPage = await context.newPage();
      await visitSignedIn(metaPage, USERS.meta, refused, (screen) => unreachable.push(screen.name));
      await context.close();
    }

    const report = [
      `axe-core, ${locale}: ${outcomes.length} screens`,
      ...outcomes.map((o) => o.line),
      ...(unreachable.length ? [`not open for the DSB nor the meta administrator: ${unreachable.join(', ')}`] : []),
    ].join('\n');
    console.log(report);
    fs.mkdirSync(OUTPUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUTPUT_DIR, `axe-${locale}.txt`), `${report}\n`);
    const failures = outcomes.flatMap((o) => o.failures.map((failure) => `${o.screen}: ${failure}`));
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
