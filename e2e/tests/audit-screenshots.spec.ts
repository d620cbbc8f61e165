import { expect, test, type Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { cuidOf, screenshot, SCREENSHOT_LOCALES, setLanguage, signIn, USERS } from '../support/portal';

test.describe.configure({ mode: 'parallel' });
// Many screens in one test: give a busy CI machine room beyond the default minute.
test.describe.configure({ timeout: 180_000 });

/** Every audit screen in German and English, for a human to look at (e2e/output/screenshots/). */
for (const locale of SCREENSHOT_LOCALES) {
  test(`audit screens in ${locale}`, async ({ page }) => {
    const shot = (name: string) => screenshot(page, `${locale}-audit-${name}`);
    const visit = async (path: string, name: string, ready: (p: Page) => Promise<void>) => {
      await page.goto(path);
      await ready(page);
      await shot(name);
    };

    await page.goto('/signin');
    await setLanguage(page, locale);
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);

    const firstRow = async (p: Page) => {
      await expect(p.locator('.audit-list tbody tr').first()).toContainText('1.1');
      await expect(p.locator('.audit-list tbody tr').first()).toContainText(locale === 'de' ? 'Transparenz' : 'Transparency');
    };
    await visit(`/audit?cuid=${cuid}`, 'list', firstRow);
    await page.locator('.audit-list tbody tr').first().click();
    await expect(page.getByTestId('audit-position')).toBeVisible();
    await expect(page.locator('#frage-nummer')).not.toHaveValue('');
    await shot('detail');
    await page.locator('#frage-bemerkung').fill('Ungespeicherte Änderung');
    await page.getByTestId('sidebar').getByRole('link').first().click();
    await expect(page.locator('.p-confirm-dialog')).toBeVisible();
    await shot('detail-unsaved-changes');
    await page.locator('.p-confirm-dialog-reject').click();

    await visit(`/auditfrage?cuid=${cuid}&id=new`, 'new', (p) => expect(p.locator('#frage-nummer')).toHaveValue(''));
    await page.locator('form.audit-frage button[type=submit]').click();
    await expect(page.locator('small.p-error')).toHaveCount(3);
    // Field errors are a state no route reaches by itself: axe-core here (a11y.spec.ts checks the routes).
    expect((await runAxe(page, 'main')).failures, 'axe on the invalid new question').toEqual([]);
    await shot('new-invalid');

    for (const list of ['themenbloecke', 'schutzziele', 'organisationseinheiten']) {
      await visit(`/audit-${list}?cuid=${cuid}`, list, (p) => expect(p.getByTestId('audit-reference-row').first()).toBeVisible());
    }
    await visit(`/audit-summary-report?cuid=${cuid}`, 'summary-report', (p) => expect(p.locator('.audit-summary canvas')).toBeVisible());
    await page.locator('.audit-summary .p-selectbutton .p-button').nth(1).click();
    await expect(page.locator('.audit-summary tbody tr')).toHaveCount(8);
    await shot('summary-report-extended');
    await visit(`/audit-list-report?cuid=${cuid}`, 'list-report', (p) => expect(p.locator('.audit-report-table')).toBeVisible());
    await page.emulateMedia({ media: 'print' });
    await shot('list-report-print');
    await page.emulateMedia({ media: 'screen' });
  });
}
