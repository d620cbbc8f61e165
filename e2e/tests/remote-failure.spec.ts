import { expect, test } from '@playwright/test';
import { USERS, signIn } from '../support/portal';

test.describe('a remote that cannot be loaded costs only its own section', () => {
  test('a broken remote entry shows the error with retry, the shell keeps working, retry recovers', async ({ page }) => {
    await signIn(page, USERS.dsb, { redirect: '/customers' });
    let broken = true;
    await page.route('**/remotes/customer/remoteEntry.js', (route) => (broken ? route.abort('failed') : route.continue()));
    await page.route('**/remotes/customer/__federation_expose_*', (route) => (broken ? route.abort('failed') : route.continue()));
    await page.getByRole('button', { name: 'Auswählen: Muster GmbH' }).click();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByText('Der Bereich „Kunde“ konnte nicht geladen werden.')).toBeVisible();
    // The rest of the portal still works.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(page.getByRole('heading', { name: 'Benutzerprofil' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');
  });

  test('a broken manifest shows the error in the sidebar and on its routes; other pages keep working', async ({ page }) => {
    await page.route('**/remotes/customer/mf-manifest.json', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await signIn(page, USERS.dsb, { redirect: '/customers' });
    await expect(page.getByTestId('sidebar-remote-error')).toContainText('Der Bereich „Kunde“ konnte nicht geladen werden.');
    await page.goto('/customer');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await page.goto('/userprofile');
    await expect(page.getByRole('heading', { name: 'Benutzerprofil' })).toBeVisible();
    // The profile is the shell's own page and may show before the manifests are read: the error first.
    await expect(page.getByTestId('sidebar-remote-error')).toContainText('Der Bereich „Kunde“ konnte nicht geladen werden.');
    await page.unroute('**/remotes/customer/mf-manifest.json');
    await page.getByTestId('sidebar-remote-error').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('link', { name: 'Stammdaten' }).first()).toBeVisible();
  });
});
