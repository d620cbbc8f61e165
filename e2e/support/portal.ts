import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Passwort-1';
export const SCREENSHOT_DIR = path.resolve(__dirname, '../output/screenshots');

/**
 * Languages of the screenshot specs (screens in states a route alone does not reach: tabs, dialogs,
 * field errors, print, narrow widths). `npm test` takes German; `npm run screenshots` takes both
 * (E2E_SCREENSHOT_LOCALES=de,en). Every route is checked in both languages by a11y.spec.ts anyway.
 */
export const SCREENSHOT_LOCALES = (process.env.E2E_SCREENSHOT_LOCALES ?? 'de')
  .split(',')
  .map((locale) => locale.trim())
  .filter((locale): locale is 'de' | 'en' => locale === 'de' || locale === 'en');

/** Demo accounts of the seed (DESIGN.md §5). */
export const USERS = {
  meta: 'meta@example.com',
  dsb: 'dsb@example.com',
  po: 'po@example.com',
  bearbeiter: 'bearbeiter@example.com',
  leser: 'leser@example.com',
  kundenadmin: 'kundenadmin@example.com',
  mitglied: 'mitglied@example.com',
  multi: 'multi@example.com',
} as const;

/**
 * Signs in through the sign-in page (optionally with ?redirect=) and waits until the portal has
 * started on the page it went to. Returns that URL.
 */
export async function signIn(page: Page, email: string, options: { password?: string; redirect?: string } = {}): Promise<string> {
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  await page.goto(`/signin${query}`);
  // Typed at once, while the prerendered form is being replaced by React's: nothing may be lost
  // (shell/src/signin-page/prefilled.ts). This helper filled the form a second time when it was.
  await fillAndSubmit(page, email, options.password ?? DEMO_PASSWORD);
  try {
    await expect(page).not.toHaveURL(/\/signin/, { timeout: 20_000 });
  } catch (error) {
    throw new Error(`sign-in of ${email} stayed on /signin; the form says: ${await signInError(page)}`, { cause: error });
  }
  // The sign-in page loads the portal as a new document: wait until it has started.
  await portalShown(page);
  return page.url();
}

/**
 * The portal shows the page itself, its loading done: not the route frame of the page's first HTML
 * (server/src/http/route-frame.ts), whose document loads before the portal's scripts are even asked
 * for, and no spinner.
 */
export async function portalShown(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The portal's own page, as the route frame's script judges it: a heading or an alert in #root. At
  // the load event the portal may not have rendered at all yet (it starts in steps, bootstrap.tsx):
  // neither frame nor spinner is there then, and the customer is not selected yet. (A static page
  // such as /res/privacy_notice_de.html has no #root.)
  if ((await page.locator('#root').count()) > 0) {
    await expect(page.locator('#root').locator('h1, [role=alert]').first()).toBeAttached({ timeout: 30_000 });
  }
  await expect(page.locator('#route-frame')).toHaveCount(0, { timeout: 30_000 });
  // A remote or chunk still loading on a busy machine: wait longer than a plain expectation.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

async function fillAndSubmit(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.locator('form button[type=submit]').click();
}

async function signInError(page: Page): Promise<string> {
  const error = page.getByTestId('signin-error');
  const shown = (await error.count()) ? ((await error.textContent()) ?? '') : '(no error shown)';
  // Where the submit went: noted by the prerendered page's script and never taken, or lost (two CI
  // runs of 2026-11-27 stayed here; the cause, a value typed while React's form rendered and then
  // dropped, is covered by auth.spec.ts › "… whenever it lands").
  const state = await page.evaluate(() => ({
    submitPending: document.documentElement.hasAttribute('data-submit-pending'),
    prerendered: document.querySelector('[data-prerendered]') !== null,
    focus: document.activeElement?.id || document.activeElement?.tagName,
  }));
  return `${shown} (submit noted and not taken: ${state.submitPending}, prerendered form still shown: ${state.prerendered}, focus: ${state.focus})`;
}

/** The customer uid the portal put into the URL (customer pages carry ?cuid). */
export function cuidOf(page: Page): string {
  const cuid = new URL(page.url()).searchParams.get('cuid');
  if (!cuid) throw new Error(`no cuid in ${page.url()}`);
  return cuid;
}

/** Switches the language with the DE/EN switcher of the top bar. */
export async function setLanguage(page: Page, locale: 'de' | 'en'): Promise<void> {
  await page.getByTestId(`language-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const MAX_SCREENSHOT_HEIGHT = 6000;

/**
 * Whether screenshot() writes its picture: not in CI (CI=true), where nobody looks at them and
 * encoding them cost the run time; E2E_SCREENSHOTS=1 takes them there too, E2E_SCREENSHOTS=0 skips
 * them anywhere. The walks wait for each screen as before, so they check the same either way.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : process.env.CI !== 'true';

/** Full-page screenshot (at most MAX_SCREENSHOT_HEIGHT px from the top) to e2e/output/screenshots/<name>.png once spinners have gone (in CI only the waits: TAKE_SCREENSHOTS). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await portalShown(page);
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!TAKE_SCREENSHOTS) return file;
  // A report of the whole demo register is some 40,000 px tall: its first screens show the layout,
  // and a picture of all of it took seconds to encode.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({
    path: file,
    fullPage: true,
    ...(height > MAX_SCREENSHOT_HEIGHT ? { clip: { x: 0, y: 0, width, height: MAX_SCREENSHOT_HEIGHT } } : {}),
  });
  return file;
}

/**
 * Waits until a list's table has settled: its rows are there and it loads nothing (no loading
 * overlay). The rows are drawn in PrimeReact's DataTable markup (FirstRowsTable); the DataTable
 * itself takes their place only when the user reaches for the page size.
 */
export async function listTableReady(list: Locator): Promise<void> {
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await expect(list.locator('.p-datatable-loading-overlay')).toHaveCount(0);
}
