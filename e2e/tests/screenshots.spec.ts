import { expect, test, type Page } from '@playwright/test';
import { cuidOf, screenshot, SCREENSHOT_LOCALES, setLanguage, signIn, USERS } from '../support/portal';

test.describe.configure({ mode: 'parallel' });
// Many screens in one test: give a busy CI machine room beyond the default minute.
test.describe.configure({ timeout: 180_000 });

/** Every screen of the portal-shell issue, in German and English, for a human to look at. */
for (const locale of SCREENSHOT_LOCALES) {
  test(`screens in ${locale}`, async ({ page }) => {
    const shot = (name: string) => screenshot(page, `${locale}-${name}`);
    const visit = async (path: string, name: string, ready: (p: Page) => Promise<void>) => {
      await page.goto(path);
      await ready(page);
      await shot(name);
    };

    await page.goto('/signin');
    await setLanguage(page, locale);
    await shot('signin');
    await visit('/forgotpassword', 'forgotpassword', (p) => expect(p.locator('#forgot-email')).toBeVisible());
    await visit('/resetpassword?email=dsb%40example.com&token=abc', 'resetpassword', (p) => expect(p.locator('#new-password')).toBeVisible());
    await page.locator('#new-password').fill('Sommer-2026!');
    await page.locator('#new-password-repetition').fill('Sommer-2026!');
    await shot('resetpassword-filled');
    await visit('/resetpassword', 'resetpassword-incomplete', (p) => expect(p.getByTestId('reset-missing-token')).toBeVisible());
    await visit('/customer-user-onboarding?email=neu%40example.com&token=abc', 'onboarding', (p) => expect(p.locator('#new-password')).toBeVisible());
    await visit('/http-status-code?code=404', 'http-404', (p) => expect(p.getByTestId('http-status')).toBeVisible());

    await signIn(page, USERS.meta);
    await expect(page).toHaveURL(/\/customers/);
    await shot('customers');
    await page.getByRole('button', { name: /Muster GmbH/ }).click();
    await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');
    const cuid = cuidOf(page);
    await expect(page.getByTestId('audit-widget-chart').locator('[data-counts-bars]')).toBeVisible();
    await expect(page.getByTestId('vvt-widget-chart').locator('[data-counts-bars]')).toBeVisible();
    await shot('customer-dashboard');
    await visit(`/customer-master-data?cuid=${cuid}`, 'customer-master-data', (p) => expect(p.locator('#md-name')).toHaveValue('Muster GmbH'));
    await page.locator('#md-email').fill('x');
    await page.getByTestId('master-data-save').click();
    await expect(page.getByTestId('master-data-invalid')).toBeVisible();
    await shot('customer-master-data-invalid');
    await visit(`/customer-legalnotice?cuid=${cuid}`, 'customer-legalnotice', (p) => expect(p.getByTestId('legal-notice-page')).toBeVisible());
    await visit('/userprofile', 'userprofile', (p) => expect(p.locator('#profile-firstname')).toHaveValue('Martin'));
    await page.locator('#password-new').fill('abc');
    await shot('userprofile-password-rules');
    await visit('/http-status-code?code=403', 'http-403', (p) => expect(p.getByTestId('http-status')).toBeVisible());
    await page.getByTestId('home-link').click();
    await expect(page.getByTestId('home')).toBeVisible();
    await shot('home-signed-in');
    await page.getByTestId('user-menu').click();
    await shot('user-menu');
    await page.setViewportSize({ width: 420, height: 860 });
    await visit(`/customer?cuid=${cuid}`, 'mobile-dashboard', (p) => expect(p.getByTestId('dashboard-customer-name')).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 860 });
    await visit('/res/privacy_notice_' + locale + '.html', 'privacy-notice', async () => undefined);
    await visit('/res/legal_notice_' + locale + '.html', 'legal-notice', async () => undefined);
  });
}
