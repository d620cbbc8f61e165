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

test('a language chosen while the sign-in page is still starting is the one shown', async ({ page }) => {
  // Slowed down, the click lands after the script has started in German and before its form replaces
  // the prerendered one (signin.html's inline script handles it then): the race a busy phone runs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  const script = page.waitForResponse((response) => /\/signin-[^/]*\.js$/.test(new URL(response.url()).pathname));
  await page.goto('/signin', { waitUntil: 'commit' });
  await script;
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // React's form replaces the prerendered one (slowly at a tenth of the speed): still in English.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('form button[type=submit]')).toHaveText('Sign in');
  await expect(page.getByTestId('language-en')).toHaveAttribute('aria-pressed', 'true');
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
