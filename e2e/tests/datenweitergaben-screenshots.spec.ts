import { expect as baseExpect, test, type Page } from '@playwright/test';
import { runAxe, settle } from '../support/axe';
import { cuidOf, screenshot, SCREENSHOT_LOCALES, setLanguage, signIn, USERS } from '../support/portal';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Every data-transfer screen in German and English (e2e/output/screenshots/), one signed-in page
 * per language. The routes of the manifest get axe-core in a11y.spec.ts; the screens only reached
 * by an action (an opened transfer, the linked transfers of a record) are checked here.
 */
async function axeClean(page: Page, name: string): Promise<void> {
  await settle(page);
  const { failures } = await runAxe(page);
  expect(failures, `axe on ${name}`).toEqual([]);
}

for (const locale of SCREENSHOT_LOCALES) {
  test(`data-transfer screens in ${locale}`, async ({ page }) => {
    test.setTimeout(300_000);
    const de = locale === 'de';
    const shot = (name: string) => screenshot(page, `${locale}-dw-${name}`);
    const rows = page.locator('[data-testid=dw-list-page] tbody tr');

    await page.goto('/signin');
    await setLanguage(page, locale);
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);

    await page.goto(`/customer?cuid=${cuid}`);
    await expect(page.getByTestId('datenweitergaben-widget-chart').locator('[data-counts-bars]')).toBeVisible();
    await shot('dashboard-widget');

    await page.goto(`/datenweitergaben?cuid=${cuid}`);
    await expect(rows.first()).toBeVisible();
    await shot('list');

    await page.getByRole('link', { name: 'Salesforce, Inc.' }).click();
    await expect(page.getByTestId('dw-links').getByTestId('dw-link').first()).toBeVisible();
    await axeClean(page, 'detail');
    await shot('detail');

    await page.getByTestId('dw-legal').locator('label[for=dw-check-e]').click();
    await page.getByTestId('dw-legal').locator('.p-dropdown').click();
    await page
      .locator('.p-dropdown-panel')
      .getByRole('option', { name: de ? /Gemeinsame/ : /Joint/ })
      .click();
    await expect(page.locator('.p-confirm-dialog')).toBeVisible();
    await shot('switch-warning');
    await page.locator('.p-confirm-dialog-reject').click();
    await expect(page.locator('.p-confirm-dialog')).toBeHidden();

    await page.locator('#dw-Vertrag_Link').fill('kein Link');
    // The form holds the change (Save enabled) before it is sent.
    await expect(page.locator('#dw-Vertrag_Link')).toHaveValue('kein Link');
    await expect(page.locator('form button[type=submit]')).toBeEnabled();
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('small.p-error')).toHaveCount(1);
    await shot('detail-invalid-link');

    await page.getByRole('button', { name: de ? 'Drucken' : 'Print' }).click();
    await page.locator('.p-confirm-dialog-accept').click();
    await expect(page.getByTestId('dw-print-fields')).toBeVisible();
    await shot('print');

    await page.goto(`/datenweitergabe?cuid=${cuid}`);
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('small.p-error')).toHaveCount(1);
    await shot('new-invalid');

    await page.goto(`/datenweitergaben-list-report?cuid=${cuid}`);
    await expect(page.getByTestId('dw-summary-table')).toBeVisible();
    await shot('list-report');
    await page.emulateMedia({ media: 'print' });
    await shot('list-report-paper');
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/vvt-list/1?cuid=${cuid}`);
    await page.getByLabel(de ? 'Nummer oder Name' : 'Number or name').fill('VT-002');
    await page.locator('.vvt-list tbody tr').first().getByRole('link').click();
    await page.getByRole('tab', { name: de ? 'Beziehungen' : 'Relations', exact: true }).click();
    await expect(page.getByTestId('vvt-linked-transfers').getByTestId('vvt-dw-link').first()).toBeVisible();
    await axeClean(page, 'vvt relations with linked transfers');
    await shot('vvt-linked-transfers');

    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/datenweitergaben?cuid=${cuid}`);
      await expect(rows.first()).toBeVisible();
      await shot(`list-${width}px`);
      await rows.first().getByRole('link').click();
      await expect(page.locator('#dw-Firma_Empfaenger')).not.toHaveValue('');
      await shot(`detail-${width}px`);
    }
  });
}
