import { expect, test } from '@playwright/test';
import { USERS, cuidOf, signIn } from '../support/portal';

test.describe('customer area', () => {
  test('master data: bad input shows field errors and nothing is lost; a good save shows a toast and reaches the legal notice', async ({ page }) => {
    await signIn(page, USERS.kundenadmin);
    const cuid = cuidOf(page);
    await page.goto(`/customer-master-data?cuid=${cuid}`);
    await page.locator('#md-email').fill('keine-adresse');
    await page.locator('#md-telefon').fill('+49 221 5550100');
    await page.getByTestId('master-data-save').click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(page.locator('#md-telefon')).toHaveValue('+49 221 5550100');

    await page.locator('#md-email').fill('kontakt@muster-gmbh.example');
    await page.getByTestId('master-data-save').click();
    await expect(page.getByText('Die Stammdaten wurden gespeichert.')).toBeVisible();

    await page.getByRole('link', { name: 'Impressum' }).first().click();
    await expect(page).toHaveURL(`/customer-legalnotice?cuid=${cuid}`);
    await expect(page.getByRole('link', { name: 'kontakt@muster-gmbh.example' })).toBeVisible();
    await expect(page.getByText('+49 221 5550100')).toBeVisible();
  });

  test('a reader sees the legal notice but no master-data entry', async ({ page }) => {
    await signIn(page, USERS.leser);
    await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Stammdaten' })).toHaveCount(0);
    await page.getByTestId('imprint-link').click();
    await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  });
});
