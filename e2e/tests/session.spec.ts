import { expect, request, test } from '@playwright/test';
import { USERS, signIn } from '../support/portal';

test.describe('session (spec §4)', () => {
  test('another user signing in in a second tab takes over the first tab', async ({ context, page }) => {
    await signIn(page, USERS.dsb);
    await expect(page.getByTestId('user-menu')).toContainText('Dana Schulz');
    const second = await context.newPage();
    await signIn(second, USERS.leser);
    await expect(page).toHaveURL(/\/customers\?userHasChanged=1$/);
    await expect(page.getByTestId('user-has-changed')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Lena Seidel');
  });

  test('an expired access token is refreshed silently and work goes on', async ({ context, page }) => {
    await signIn(page, USERS.dsb);
    await page.getByRole('link', { name: 'Stammdaten' }).first().click();
    await expect(page.locator('#md-name')).toHaveValue('Muster GmbH');
    await context.clearCookies({ name: 'vws_access' });
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/token-refresh' && response.status() === 200);
    await page.locator('#md-dsb_telefon').fill('+49 221 9876599');
    await page.getByTestId('master-data-save').click();
    await refreshed;
    await expect(page.getByText('Die Stammdaten wurden gespeichert.')).toBeVisible();
    await expect(page).toHaveURL(/\/customer-master-data\?cuid=/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'vws_access')).toBe(true);
  });

  test('a refresh token stolen and used elsewhere ends the session on /signin', async ({ context, page, baseURL }) => {
    await signIn(page, USERS.dsb);
    await page.getByRole('link', { name: 'Stammdaten' }).first().click();
    await expect(page.locator('#md-name')).toHaveValue('Muster GmbH');
    // Another client (another browser) uses a copy of the refresh token first; when the owner's
    // browser then presents the same token, that is reuse: the server revokes the family.
    // (The same client repeating a refresh within seconds is a retry and keeps the session.)
    const thief = await request.newContext({ baseURL, storageState: await context.storageState(), userAgent: 'Fremder Client' });
    const rotated = await thief.post('/api/auth/token-refresh', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(rotated.status()).toBe(200);
    await thief.dispose();
    await context.clearCookies({ name: 'vws_access' });
    await page.locator('#md-dsb_telefon').fill('+49 221 9876598');
    await page.getByTestId('master-data-save').click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/signin\?redirect=/);
  });
});
