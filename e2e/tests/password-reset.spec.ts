import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS, signIn } from '../support/portal';
import { linkFromLatestMail } from '../support/outbox';

async function resetPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/forgotpassword');
  await page.locator('#forgot-email').fill(email);
  const startedAt = Date.now();
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();
  let link: string | null = null;
  await expect
    .poll(
      () => {
        // Only this request's mail: an earlier one to the same address holds a link already used.
        link = linkFromLatestMail(email, '/resetpassword', startedAt);
        return link;
      },
      { message: `reset mail to ${email} after ${new Date(startedAt).toISOString()}` },
    )
    .not.toBeNull();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByText(`Legen Sie ein neues Passwort für ${email} fest.`)).toBeVisible();
  await page.locator('#new-password').fill(password);
  await page.locator('#new-password-repetition').fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByTestId('set-password-done')).toBeVisible();
}

// Klaus Adler (kundenadmin@) gets a new password through the e-mailed link and then the demo one back.
test('forgot password → e-mailed link → new password works, the link works only once', async ({ page }) => {
  await resetPassword(page, USERS.kundenadmin, 'Frühling-2026!x');
  const usedLink = linkFromLatestMail(USERS.kundenadmin, '/resetpassword')!;
  await signIn(page, USERS.kundenadmin, { password: 'Frühling-2026!x' });
  await expect(page.getByTestId('user-menu')).toContainText('Klaus Adler');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // Sign-out loads the sign-in page; a navigation started before it arrives is aborted by it.
  await expect(page).toHaveURL(/\/signin$/);
  const used = new URL(usedLink);
  await page.goto(used.pathname + used.search);
  await page.locator('#new-password').fill('Noch-einmal-2026!');
  await page.locator('#new-password-repetition').fill('Noch-einmal-2026!');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByTestId('set-password-invalid-token')).toBeVisible();

  await resetPassword(page, USERS.kundenadmin, DEMO_PASSWORD);
});

test('the reset page refuses a weak password before sending it', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/reset-password')) sent += 1;
  });
  await page.goto('/resetpassword?email=kundenadmin%40example.com&token=abc');
  await page.locator('#new-password').fill('passwort');
  await page.locator('#new-password-repetition').fill('passwort');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens eine Ziffer enthalten.')).toBeVisible();
  await expect(page.locator('[data-rule="special"]')).toHaveAttribute('data-ok', 'false');
  await expect(page.locator('[data-rule="length"]')).toHaveAttribute('data-ok', 'true');
  expect(sent).toBe(0);
});
