import { expect, test } from '@playwright/test';
import { USERS, cuidOf, setLanguage, signIn, listTableReady } from '../support/portal';

/** Focus and "no access" as a keyboard and screen-reader user meets them (issue 12). */
test.describe('focus and refusals', () => {
  test('focus moves to the new page heading after navigation and back to the filter after Escape', async ({ page }) => {
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);
    await page.goto(`/audit?cuid=${cuid}`);
    await expect(page.locator('.audit-list tbody tr').first()).toBeVisible();
    // focus() does not wait for the rows to settle, as a click does.
    await listTableReady(page.locator('.audit-list'));
    await page.locator('.audit-list tbody tr').first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#frage-nummer')).not.toHaveValue('');
    await expect(page.locator('main h1')).toBeFocused();

    await page.getByTestId('sidebar-section-audit').getByRole('link', { name: 'Zusammenfassung' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit-Zusammenfassung' })).toBeFocused();

    await page.goto(`/audit?cuid=${cuid}`);
    const themen = page.locator('#audit-filter-themenbloecke');
    await themen.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.p-multiselect-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.p-multiselect-panel')).toHaveCount(0);
    await expect(themen).toBeFocused();
  });

  test('a reader sent away from a page he may not open is told why', async ({ page }) => {
    await signIn(page, USERS.leser);
    const cuid = cuidOf(page);
    await page.goto(`/audit-themenbloecke?cuid=${cuid}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('access-denied')).toContainText('keine Berechtigung');
  });

  test('PrimeReact speaks German in the German UI and English in the English one', async ({ page }) => {
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);
    await page.goto(`/audit?cuid=${cuid}`);
    await expect(page.locator('.p-paginator-first')).toHaveAttribute('aria-label', 'Erste Seite');
    await setLanguage(page, 'en');
    await page.goto(`/audit?cuid=${cuid}`);
    await expect(page.locator('.p-paginator-first')).toHaveAttribute('aria-label', 'First Page');
  });

  test('the notices name the operator and the favicon is served', async ({ page, request }) => {
    await page.goto('/res/legal_notice_de.html');
    await expect(page.locator('body')).toContainText('VWS Demo GmbH');
    await expect(page.locator('body')).not.toContainText('[Telefon]');
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });
});
