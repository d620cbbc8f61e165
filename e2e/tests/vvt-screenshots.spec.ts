import { runAxe, settle } from '../support/axe';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { cuidOf, screenshot, SCREENSHOT_LOCALES, setLanguage, signIn, USERS } from '../support/portal';

test.describe.configure({ mode: 'parallel' });

const expect = baseExpect.configure({ timeout: 30_000 });

/** Every VVT screen in German and English, for a human to look at (e2e/output/screenshots/), each checked with axe-core. */

/** axe-core on the module's part of the page (the shell's top bar and sidebar are checked in a11y.spec.ts). */
async function axeCheck(page: Page, name: string, scope = 'main'): Promise<void> {
  expect((await runAxe(page, scope)).failures, `axe on ${name}`).toEqual([]);
}

for (const locale of SCREENSHOT_LOCALES) {
  test(`vvt screens in ${locale}`, async ({ page }) => {
    test.setTimeout(480_000);
    const de = locale === 'de';
    // Routes are checked with axe-core in a11y.spec.ts; here the states a route does not reach.
    const picture = (name: string) => screenshot(page, `${locale}-vvt-${name}`);
    const shot = async (name: string, scope?: string) => {
      await axeCheck(page, name, scope);
      await picture(name);
    };
    const listReady = async () => expect(page.locator('.vvt-list tbody tr').first()).toBeVisible();

    await page.goto('/signin');
    await setLanguage(page, locale);
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);

    await page.goto(`/customer?cuid=${cuid}`);
    await expect(page.getByTestId('vvt-widget-chart').locator('[data-counts-bars]')).toBeVisible();
    await shot('dashboard-widget', '[data-testid=vvt-dashboard-widget]');

    for (const level of [1, 2, 3]) {
      await page.goto(`/vvt-list/${level}?cuid=${cuid}`);
      await listReady();
      await picture(`list-${level}`);
    }
    await page.goto(`/vvt-list-zur-pruefung-dsb?cuid=${cuid}`);
    await listReady();
    await picture('list-pending-review');

    await page.goto(`/vvt-list/1?cuid=${cuid}`);
    await listReady();
    await page.locator('.vvt-list tbody tr').first().getByRole('link').click();
    await expect(page.getByTestId('vvt-position')).toBeVisible();
    await expect(page.locator('#vvt-Nummer')).not.toHaveValue('');
    const tabs: [string, string, string][] = [
      ['collect', de ? 'Daten erheben' : 'Collect data', 'vvt-step-1'],
      ['relations', de ? 'Beziehungen' : 'Relations', 'vvt-relations'],
      ['report', de ? 'Bericht' : 'Report', 'vvt-cube-grid'],
      ['dpia', de ? 'DSFA' : 'DPIA', 'vvt-dpia'],
      ['bcm', 'BCM', 'vvt-bcm'],
    ];
    for (const [id, label, testId] of tabs) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page.getByTestId(testId)).toBeVisible();
      await shot(`detail-${id}`);
    }
    await page.locator('#vvt-bemerkungen').fill(de ? 'Ungespeicherte Änderung' : 'Unsaved change');
    await page.getByTestId('sidebar').getByRole('link').first().click();
    await expect(page.locator('.p-confirm-dialog')).toBeVisible();
    await screenshot(page, `${locale}-vvt-detail-unsaved-changes`);
    await page.locator('.p-confirm-dialog-reject').click();

    await page.getByRole('tab', { name: de ? 'Bericht' : 'Report', exact: true }).click();
    await page.getByRole('link', { name: de ? 'Drucken' : 'Print', exact: true }).click();
    await page.locator('.p-confirm-dialog-accept').click();
    await expect(page.getByTestId('vvt-print-fields')).toBeVisible();
    await shot('print', 'body');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `${locale}-vvt-print-paper`);
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/vvt-detail/2?cuid=${cuid}`);
    await expect(page.locator('#vvt-Nummer')).toHaveValue('');
    await page.locator('form.vvt-detail button[type=submit]').click();
    await expect(page.locator('small.p-error')).toHaveCount(2);
    await shot('new-invalid');

    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/vvt-list/1?cuid=${cuid}`);
      await listReady();
      await picture(`list-${width}px`);
      await page.locator('.vvt-list tbody tr').first().getByRole('link').click();
      await expect(page.locator('#vvt-Nummer')).not.toHaveValue('');
      await picture(`detail-${width}px`);
    }
  });
}

test('vvt "assigned to me" for the PO', async ({ page }) => {
  await signIn(page, USERS.po);
  await page.goto(`/vvt-list-zugeordnet-po?cuid=${cuidOf(page)}`);
  await expect(page.locator('.vvt-list tbody tr').first()).toBeVisible();
  // The list's filter selects come after its first rows: a check while they mounted once found a
  // select without its label yet.
  await settle(page);
  await axeCheck(page, 'assigned');
  await screenshot(page, 'de-vvt-list-assigned');
});
