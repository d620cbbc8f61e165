import { expect, test, type Page } from '@playwright/test';
import { USERS, cuidOf, setLanguage, signIn } from '../support/portal';

/**
 * Issue 28: a list route's (and the dashboard's) first HTML shows the page's heading and intro before any script
 * (server/src/http/route-frame.ts). Its intro must wrap as the page's own does, at the widths of a
 * phone, a tablet and the desktop, in German and English: the page's intro then replaces it in place
 * (and is no later, larger paint). The frame goes as soon as the page shows its heading, and a
 * visitor without a session never sees it.
 */
const ROUTES = [
  { path: '/vorfaelle', ready: '[data-testid="vorfaelle-list-page"] h1' },
  { path: '/vvt-list/2', ready: '[data-testid="vvt-list-page"] h1' },
  // The heading is the customer's name, which the frame takes from the preferences.
  { path: '/customer', ready: '[data-testid="dashboard-customer-name"]' },
] as const;
const WIDTHS = [412, 800, 1280] as const;

interface Box {
  width: number;
  height: number;
  title: string;
  intro: string;
}

async function frameIntro(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const texts = document.querySelector('#route-frame .rf-texts')!;
    const box = texts.querySelector('.rf-intro')!.getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      title: texts.querySelector('.rf-title')!.textContent!,
      intro: texts.querySelector('.rf-intro')!.textContent!,
    };
  });
}

async function pageIntro(page: Page, heading: string): Promise<Box> {
  return page.evaluate((selector) => {
    const h1 = document.querySelector(selector)!;
    const intro = h1.parentElement!.nextElementSibling!;
    const box = intro.getBoundingClientRect();
    return { width: box.width, height: box.height, title: h1.textContent!, intro: intro.textContent! };
  }, heading);
}

test('the route frame shows the page heading and intro before the scripts, wrapped as the page wraps them', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.dsb);
  const cuid = cuidOf(page);
  for (const locale of ['de', 'en'] as const) {
    await setLanguage(page, locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ROUTES) {
        const url = `${route.path}?cuid=${cuid}`;
        // Without scripts the frame stays: what the first paint shows.
        await page.route('**/*.js', (request) => request.abort());
        await page.goto(url);
        await page.evaluate(() => document.fonts.ready);
        const frame = await frameIntro(page);
        // Covered by the frame, the portal takes no keyboard focus either.
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
        await page.unroute('**/*.js');

        await page.goto(url);
        await expect(page.locator(route.ready)).toBeVisible();
        await expect(page.locator('#route-frame')).toHaveCount(0);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        const shown = await pageIntro(page, route.ready);
        expect({ ...frame, at: `${locale} ${width} ${route.path}` }).toEqual({ ...shown, at: `${locale} ${width} ${route.path}` });
      }
    }
  }
});

test('a visitor without a session never sees the frame, and the portal sends him to the sign-in', async ({ page }) => {
  // Without scripts: only the frame's own inline script has run.
  await page.route('**/*.js', (request) => request.abort());
  await page.goto('/vorfaelle');
  await expect(page.locator('#route-frame')).toHaveCount(0);
  await page.unroute('**/*.js');
  await page.goto('/vorfaelle');
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.locator('#signin-email')).toBeVisible();
});

test("the page's first HTML starts its start-up calls before any script, and the portal asks none of them twice", async ({ page }) => {
  await signIn(page, USERS.dsb);
  const cuid = cuidOf(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || /\/main\.[0-9a-f]+\.js$/.test(url.pathname)) requests.push(url.pathname + url.search);
  });

  await page.goto(`/audit?cuid=${cuid}`);
  await expect(page.locator('.audit-list tbody tr').first()).toBeVisible();
  await expect(page.locator('.audit-list h1')).toBeVisible();

  const startup = [
    '/api/common/translations',
    '/api/meta/userprofile',
    '/api/meta/userprofile/permissions',
    '/api/meta/customers',
    `/api/meta/customer/permissions?customer_uid=${cuid}`,
    `/api/audit/auditfragen?customer_uid=${cuid}`,
    `/api/audit/auditfragen-themenbloecke?customer_uid=${cuid}`,
    `/api/audit/auditfragen-schutzziele?customer_uid=${cuid}`,
    `/api/audit/auditfragen-organisationseinheiten?customer_uid=${cuid}`,
  ];
  const mainScript = requests.findIndex((url) => url.includes('/main.'));
  expect(mainScript).toBeGreaterThan(0);
  expect(requests.slice(0, mainScript).sort()).toEqual([...startup].sort());
  // The portal's own calls, made later with or without the customer, took those answers.
  const asked = (path: string) => requests.filter((url) => url.split('?')[0] === path.split('?')[0]);
  for (const path of startup) expect({ path, asked: asked(path) }).toEqual({ path, asked: [path] });

  // A call the portal does not take (here: for the customer chosen last, which it no longer
  // selects) is read all the same: the browser counts an answer nobody reads as still loading.
  const open = new Set<string>();
  page.on('request', (request) => void (request.url().includes('/api/') && open.add(request.url())));
  page.on('requestfinished', (request) => open.delete(request.url()));
  page.on('requestfailed', (request) => open.delete(request.url()));
  const gone = '00000000-0000-4000-8000-000000000000';
  await page.evaluate((uid) => {
    const preferences = JSON.parse(localStorage.getItem('vws.preferences') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('vws.preferences', JSON.stringify({ ...preferences, customerDatabaseUid: uid }));
  }, gone);
  await page.goto('/audit');
  await page.waitForLoadState('load');
  await expect.poll(() => [...open].filter((url) => url.includes(gone)), { timeout: 15_000 }).toEqual([]);
});
