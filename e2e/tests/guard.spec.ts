import { expect, test } from '@playwright/test';
import { USERS, cuidOf, signIn } from '../support/portal';

test.describe('navigation guard (spec §2)', () => {
  test('a visitor who is not signed in finds the sign-in page at /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.locator('input[type=password]')).toBeVisible();
  });

  test('an unsigned user goes to /signin with the path and query as redirect', async ({ page }) => {
    await page.goto('/customer-master-data?cuid=abc&x=1');
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent('/customer-master-data?cuid=abc&x=1')}`);
  });

  test('after sign-in the user returns to the customer route of the redirect', async ({ page }) => {
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, USERS.dsb, { redirect: `/customer-legalnotice?cuid=${cuid}` });
    await expect(page).toHaveURL(`/customer-legalnotice?cuid=${cuid}`);
    await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  });

  test('a missing permission redirects to /', async ({ page }) => {
    await signIn(page, USERS.leser);
    const cuid = cuidOf(page);
    await page.goto(`/customer-master-data?cuid=${cuid}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home')).toBeVisible();
  });

  test('an unknown cuid goes to /customers?customerDBNotAvailable=1', async ({ page }) => {
    await signIn(page, USERS.dsb);
    await page.goto('/customer?cuid=00000000-0000-0000-0000-000000000000');
    await expect(page).toHaveURL(/\/customers\?customerDBNotAvailable=1$/);
    await expect(page.getByTestId('customer-db-not-available')).toBeVisible();
  });

  test("a cuid of another of the user's customers switches the customer", async ({ page }) => {
    await signIn(page, USERS.multi);
    await expect(page).toHaveURL(/\/(customers|customer\?cuid=)/);
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Auswählen: Beispiel AG' }).click();
    await expect(page).toHaveURL(/\/customer\?cuid=/);
    const beispiel = cuidOf(page);
    await expect(page.getByTestId('current-customer')).toHaveText('Beispiel AG');
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Auswählen: Muster GmbH' }).click();
    await expect(page.getByTestId('current-customer')).toHaveText('Muster GmbH');
    await page.goto(`/customer?cuid=${beispiel}`);
    await expect(page.getByTestId('current-customer')).toHaveText('Beispiel AG');
    await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Beispiel AG');
  });
});
