import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA rules plus axe's best practices; only critical and serious ones fail the run. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING = new Set(['critical', 'serious']);

export interface AxeCounts {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
}

export interface AxeReport {
  counts: AxeCounts;
  /** "rule (impact): target, target" for every critical or serious violation. */
  failures: string[];
}

/**
 * Waits until the page has settled: no request in flight for a moment, no spinner, fonts loaded.
 * Counts requests itself rather than waiting for Playwright's networkidle, which only describes a
 * document's first load (not a client-side navigation) and always costs half a second.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The route frame's page has loaded before the portal's scripts are asked for (portal.ts).
  await expect(page.locator('#route-frame')).toHaveCount(0, { timeout: 30_000 });
  const inFlight = requestsInFlight(page);
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(50);
  }
  // A remote or chunk still loading on a busy machine: wait longer than a plain expectation.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

const tracked = new WeakMap<Page, Set<unknown>>();

/** The page's requests that have started and not yet finished (tracked from the first call on). */
function requestsInFlight(page: Page): Set<unknown> {
  let inFlight = tracked.get(page);
  if (!inFlight) {
    const pending = new Set<unknown>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    inFlight = pending;
    tracked.set(page, inFlight);
  }
  return inFlight;
}

/**
 * Client-side navigation (the shell's router follows popstate): no reload of the portal, so a
 * walk over many screens does not pay the shell's start-up on each of them.
 */
export async function navigate(page: Page, url: string): Promise<void> {
  requestsInFlight(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * A long report repeats one template per record (a section with a class ending in -report-record):
 * the first three records are checked, the rest is the same markup with other data and would make
 * a report of the demo register take half a minute per check.
 */
const REPEATED_RECORDS = '[class$="-report-record"]:nth-of-type(n+4), [class*="-report-record "]:nth-of-type(n+4)';

/** `scope`: a selector to check only part of the page (a widget, the module's main area). */
export async function runAxe(page: Page, scope?: string): Promise<AxeReport> {
  // Only violations are reported in full: passes and incomplete results on a long report would
  // otherwise be serialised node by node, which makes a large page take several times longer.
  const builder = new AxeBuilder({ page })
    .exclude(REPEATED_RECORDS)
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    // The portal's pages have no frames of other origins, which is what axe's default mode is for:
    // it opens a second page for every check to merge the frames' results, and took 3-4 s a check
    // where legacy mode takes about 1 s (measured on a list page; a quarter of the browser suite).
    .setLegacyMode(true);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  const counts: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const failures: string[] = [];
  for (const violation of results.violations) {
    const impact = (violation.impact ?? 'minor') as keyof AxeCounts;
    counts[impact] += violation.nodes.length;
    if (FAILING.has(impact)) {
      const targets = violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      failures.push(`${violation.id} (${impact}, ${violation.nodes.length}×): ${targets.join(' | ')}`);
    }
  }
  return { counts, failures };
}

export function formatCounts(counts: AxeCounts): string {
  return `critical ${counts.critical}, serious ${counts.serious}, moderate ${counts.moderate}, minor ${counts.minor}`;
}
