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

/** Waits until the page has settled: no spinner, no pending request, fonts loaded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A remote or chunk still loading on a busy machine: wait longer than a plain expectation.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

export async function runAxe(page: Page): Promise<AxeReport> {
  // Only violations are reported in full: passes and incomplete results on a long report would
  // otherwise be serialised node by node, which makes a large page take several times longer.
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze();
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
