import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

const SCRIPT = path.resolve(__dirname, '../../scripts/rspack/vendor-css.mjs');

let report: { vendor: Set<string>; kept: Set<string> } | undefined;

/**
 * The classes on the page's elements that the theme, PrimeReact, PrimeFlex or PrimeIcons style but
 * the build cut from its stylesheet (scripts/rspack/vendor-css.mjs): each one an element that lost
 * its look. Asked of the build's own rules once per worker.
 */
export async function classesCutFromTheBuild(page: Page): Promise<string[]> {
  if (!report) {
    const { vendor, kept } = JSON.parse(execFileSync(process.execPath, [SCRIPT, '--report'], { encoding: 'utf8' })) as { vendor: string[]; kept: string[] };
    report = { vendor: new Set(vendor), kept: new Set(kept) };
  }
  const { vendor, kept } = report;
  const onPage = await page.evaluate(() => [...new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))]);
  return onPage.filter((name) => vendor.has(name) && !kept.has(name)).sort();
}
