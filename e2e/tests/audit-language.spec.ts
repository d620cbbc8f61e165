import { expect, test } from '@playwright/test';
import { USERS, cuidOf, setLanguage, signIn } from '../support/portal';

test('audit tables follow a language switch without a reload', async ({ page }) => {
  await page.goto('/signin');
  await setLanguage(page, 'de');
  await signIn(page, USERS.dsb);
  await page.goto(`/audit-summary-report?cuid=${cuidOf(page)}`);
  await expect(page.locator('.audit-summary table')).toContainText('Datenminimierung');
  await setLanguage(page, 'en');
  await expect(page.locator('.audit-summary table')).toContainText('Data minimisation');
  await page.goto(`/audit?cuid=${cuidOf(page)}`);
  await expect(page.locator('.audit-list tbody tr').first()).toContainText('Transparency');
  await setLanguage(page, 'de');
  await expect(page.locator('.audit-list tbody tr').first()).toContainText('Transparenz');
  await expect(page.locator('.audit-list tbody tr').first()).toContainText('erfüllt');
});
