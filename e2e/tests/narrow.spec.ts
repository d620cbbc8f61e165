import { expect, test, type Page } from '@playwright/test';
import { navigate, settle } from '../support/axe';
import { allScreens, resolvePath, type Screen } from '../support/screens';
import { USERS, cuidOf, signIn } from '../support/portal';

/**
 * Issue 24: at 390 px no page scrolls sideways (a wide table scrolls in its own box). Every screen
 * of the portal in German (the shell's pages, the notices, every route and sidebar entry of every
 * remote manifest, the detail behind a list's first row), each of its tabs: the DSB's where he may
 * open them, the meta administrator's otherwise. axe at 1024/390 px is a11y.spec.ts; this one
 * measures only the width, so it stays quick.
 */
const PHONE = { width: 390, height: 844 };

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

test('no page scrolls sideways at 390 px', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  const screens = await allScreens(request, { withSidebarQueries: true });
  const overflowing: string[] = [];
  const measure = async (visitor: Page, name: string) => {
    await settle(visitor);
    const overflow = await sidewaysScroll(visitor);
    if (overflow > 0) overflowing.push(`${name}: ${overflow} px`);
  };
  /** The page as it opens, then each of its tabs. */
  const measureWithTabs = async (visitor: Page, name: string) => {
    await measure(visitor, name);
    const tabs = visitor.locator('main [role=tab]:not([aria-disabled=true])');
    const count = await tabs.count();
    for (let index = 1; index < count; index += 1) {
      const tab = tabs.nth(index);
      const label = ((await tab.textContent()) ?? `${index}`).trim();
      await tab.click();
      await measure(visitor, `${name} › ${label}`);
    }
  };

  for (const screen of screens.filter((s) => s.kind === 'public')) {
    await page.goto(resolvePath(screen, { lang: 'de' }));
    await measure(page, screen.name);
  }

  const followed = new Set<string>();
  /** The detail behind a list's first row, once per detail route. */
  const followFirstRow = async (visitor: Page, name: string) => {
    const link = visitor.locator('main table tbody tr').first().locator('a[href]').first();
    if ((await link.count()) === 0) return;
    const target = new URL((await link.getAttribute('href'))!, visitor.url());
    if (followed.has(target.pathname) || target.pathname === new URL(visitor.url()).pathname) return;
    followed.add(target.pathname);
    await navigate(visitor, target.toString());
    await measureWithTabs(visitor, `${name} › first row`);
  };

  const refused: Screen[] = [];
  const visit = async (email: string, list: Screen[], onRefused: (screen: Screen) => void) => {
    const own = email !== USERS.dsb;
    const visitor = own ? await (await browser.newContext({ viewport: PHONE })).newPage() : page;
    // A context of its own is closed after the walk: left open, its signed-in page lived on through
    // the worker's later tests (and showed up among their failure screenshots).
    try {
      await walk(visitor, email, list, onRefused);
    } finally {
      if (own) await visitor.context().close();
    }
  };
  const walk = async (visitor: Page, email: string, list: Screen[], onRefused: (screen: Screen) => void) => {
    await signIn(visitor, email);
    const { customers } = (await (await visitor.request.get('/api/meta/customers')).json()) as { customers: Array<{ customer_uid: string }> };
    const cuid = new URL(visitor.url()).searchParams.get('cuid') ?? customers[0]?.customer_uid;
    for (const screen of list) {
      const url = resolvePath(screen, { cuid, lang: 'de' });
      await navigate(visitor, url);
      await settle(visitor);
      if (new URL(visitor.url()).pathname !== new URL(url, visitor.url()).pathname) {
        onRefused(screen);
        continue;
      }
      await measureWithTabs(visitor, screen.name);
      if (screen.kind === 'module') await followFirstRow(visitor, screen.name);
    }
  };
  await visit(
    USERS.dsb,
    screens.filter((s) => s.kind !== 'public'),
    (screen) => refused.push(screen),
  );
  await visit(USERS.meta, refused, () => undefined);
  expect(overflowing, overflowing.join('\n')).toEqual([]);
});

test('on a phone the filtered lists show their first rows on the first screen; the folded filter opens by keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, USERS.dsb);
  const cuid = cuidOf(page);
  for (const route of ['/audit', '/vvt-list/1', '/datenweitergaben']) {
    await navigate(page, `${route}?cuid=${cuid}`);
    await settle(page);
    // A row of the list, not the placeholder the table shows while its first page loads.
    const firstRow = page.locator('main table tbody tr:has(a[href])').first();
    await expect(firstRow).toBeVisible();
    const box = (await firstRow.boundingBox())!;
    expect(box.y + box.height, `${route}: the first row ends within the first ${PHONE.height} px`).toBeLessThanOrEqual(PHONE.height);
    const toggle = page.getByRole('button', { name: /^Filter/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Filter' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Filter' })).toBeVisible();
  }
});
