import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, USERS, signIn } from '../support/portal';

// Miriam Lange (mitglied@) is used by no other spec, so changing her name and password is safe.
test.describe('user profile', () => {
  test('changes the name; the top bar follows', async ({ page }) => {
    await signIn(page, USERS.mitglied, { redirect: '/userprofile' });
    await page.locator('#profile-firstname').fill('Miriam Sophie');
    await page.getByRole('button', { name: 'Name speichern' }).click();
    await expect(page.getByText('Die Benutzerdaten wurden aktualisiert.')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Miriam Sophie Lange');
    await page.reload();
    await expect(page.locator('#profile-firstname')).toHaveValue('Miriam Sophie');
  });

  test('bad password input shows the rules and the messages; a good one changes the password', async ({ page }) => {
    await signIn(page, USERS.mitglied, { redirect: '/userprofile' });
    await page.locator('#password-old').fill(DEMO_PASSWORD);
    await page.locator('#password-new').fill('kurz');
    await page.locator('#password-new-repetition').fill('anders');
    await expect(page.locator('[data-rule="length"]')).toHaveAttribute('data-ok', 'false');
    await expect(page.locator('[data-rule="digit"]')).toHaveAttribute('data-ok', 'false');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();

    await page.locator('#password-old').fill('Nicht-das-alte-1');
    await page.locator('#password-new').fill('Neues-Passwort-2024!');
    await page.locator('#password-new-repetition').fill('Neues-Passwort-2024!');
    await expect(page.getByTestId('password-strength-label')).not.toHaveText('');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await expect(page.getByText('Das Passwort konnte nicht aktualisiert werden!')).toBeVisible();

    await page.locator('#password-old').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das Passwort wurde geändert!')).toBeVisible();

    // The new password works, the old one no longer does; then put the demo password back.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, USERS.mitglied, { password: 'Neues-Passwort-2024!', redirect: '/userprofile' });
    await page.locator('#password-old').fill('Neues-Passwort-2024!');
    await page.locator('#password-new').fill(DEMO_PASSWORD);
    await page.locator('#password-new-repetition').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das Passwort wurde geändert!')).toBeVisible();
  });

  test('a common password that meets the rules is refused with its reason', async ({ page }) => {
    await signIn(page, USERS.mitglied, { redirect: '/userprofile' });
    await page.locator('#password-old').fill(DEMO_PASSWORD);
    await page.locator('#password-new').fill('Kennwort1!');
    await page.locator('#password-new-repetition').fill('Kennwort1!');
    const reason =
      'Dieses Passwort steht – auch mit Ziffern oder Zeichen davor oder dahinter – in Listen häufig verwendeter Passwörter. Bitte wählen Sie ein anderes.';
    await expect(page.getByTestId('password-weakness')).toHaveText(reason, { timeout: 20_000 });
    await expect(page.locator('[data-rule="notGuessable"]')).toHaveAttribute('data-ok', 'false');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText(reason)).toHaveCount(2);
  });

  test('lists the open sessions; ending another one signs that browser out', async ({ page, browser }) => {
    const elsewhere = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const phone = await elsewhere.newPage();
    await signIn(phone, USERS.mitglied, { redirect: '/userprofile' });
    await signIn(page, USERS.mitglied, { redirect: '/userprofile' });
    const sessions = page.getByRole('list', { name: 'Angemeldete Sitzungen' });
    await expect(sessions.getByRole('listitem').filter({ hasText: 'Diese Sitzung' })).toHaveCount(1);
    await sessions
      .getByRole('button', { name: /^Sitzung Safari unter iOS, zuletzt aktiv am/ })
      .first()
      .click();
    await expect(page.getByText(/Sitzung(en)? wurden? beendet\./)).toBeVisible();
    await expect(sessions.getByText('Safari unter iOS')).toHaveCount(0);
    // The phone's next page load finds its session ended.
    await phone.goto('/userprofile');
    await expect(phone).toHaveURL(/\/signin/);
    await elsewhere.close();
  });

  test('the meta admin menu item setting shows in the profile and is remembered', async ({ page }) => {
    await signIn(page, USERS.meta, { redirect: '/userprofile' });
    const toggle = page.locator('#show-meta-items');
    await page.locator('label[for="show-meta-items"]').click();
    await page.reload();
    await expect(toggle).toBeChecked();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Meta-Administration' })).toBeVisible();
  });
});
