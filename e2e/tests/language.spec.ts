import { expect, test } from '@playwright/test';
import { USERS, setLanguage, signIn } from '../support/portal';

test('the language switch changes visible texts and survives a reload', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Anmelden' }).or(page.getByText('Anmelden').first())).toBeVisible();
  await setLanguage(page, 'en');
  await expect(page.locator('form button[type=submit]')).toHaveText('Sign in');
  await page.reload();
  await expect(page.locator('form button[type=submit]')).toHaveText('Sign in');
  await expect(page.getByTestId('privacy-notice-link')).toHaveAttribute('href', '/res/privacy_notice_en.html');

  await signIn(page, USERS.dsb);
  await expect(page.getByRole('link', { name: 'Master data' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Muster GmbH' })).toBeVisible();
  await setLanguage(page, 'de');
  await expect(page.getByRole('link', { name: 'Stammdaten' }).first()).toBeVisible();
  await expect(page.getByTestId('privacy-notice-link')).toHaveAttribute('href', '/res/privacy_notice_de.html');
});

test('the static notices exist in both languages', async ({ request }) => {
  for (const file of ['privacy_notice_de', 'privacy_notice_en', 'legal_notice_de', 'legal_notice_en']) {
    const response = await request.get(`/res/${file}.html`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain(
      file.startsWith('privacy') ? (file.endsWith('de') ? 'Datenschutzerklärung' : 'Privacy notice') : file.endsWith('de') ? 'Impressum' : 'Legal notice',
    );
  }
});
