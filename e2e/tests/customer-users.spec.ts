import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, USERS, cuidOf, screenshot, setLanguage, signIn } from '../support/portal';
import { linkFromLatestMail } from '../support/outbox';

const INVITED = 'ina.neumann@example.com';

test.describe('customer users, invitations and data export', () => {
  test('an admin invites a person, who accepts from the e-mail, signs in and sees the customer; the admin gives them the PO role', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.kundenadmin);
    const cuid = cuidOf(page);
    await page.goto(`/customer-userlist?cuid=${cuid}`);
    await expect(page.getByTestId('users-table')).toContainText('Paul Oswald');
    await screenshot(page, 'customer-userlist-de');

    await page.getByTestId('invite-user').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.locator('#invite-email').fill(INVITED);
    await dialog.locator('#invite-firstname').fill('Ina');
    await dialog.locator('#invite-lastname').fill('Neumann');
    await dialog.getByTestId('invite-submit').click();
    await expect(page.getByText(`Die Einladung an ${INVITED} wurde gesendet.`)).toBeVisible();
    await page.getByRole('tab', { name: /Offene Einladungen/ }).click();
    await expect(page.getByTestId('invitations-table')).toContainText(INVITED);

    let link: string | null = null;
    await expect.poll(() => (link = linkFromLatestMail(INVITED, '/customer-user-onboarding'))).not.toBeNull();
    const invited = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    const url = new URL(link!);
    await invited.goto(url.pathname + url.search);
    // Onboarding names the customer and ends signed in, in that customer (issue 24 item 7).
    await expect(invited.getByTestId('onboarding-intro')).toContainText('„Muster GmbH“');
    await invited.locator('#new-password').fill('Einladung-2026!x');
    await invited.locator('#new-password-repetition').fill('Einladung-2026!x');
    await invited.getByRole('button', { name: 'Konto aktivieren' }).click();
    await expect(invited.getByTestId('dashboard-customer-name')).toHaveText('Muster GmbH');

    await page.reload();
    await page.getByTestId(`add-role-${INVITED}`).click();
    await page.getByRole('option', { name: 'Prozessverantwortlicher (PO)' }).click();
    await expect(page.getByText('Die Rolle wurde hinzugefügt.')).toBeVisible();
    await expect(page.getByTestId(`role-${INVITED}-PO`)).toBeVisible();
    // As a PO the new person now sees the register (the records assigned to them).
    await invited.reload();
    await invited.getByTestId('sidebar').getByRole('link', { name: 'Fachebene' }).click();
    await expect(invited.locator('.vvt-list')).toBeVisible();
    // Its own browser context: closed here, or it would live on beside the following tests.
    await invited.context().close();

    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
    await screenshot(page, 'customer-userlist-en');
  });

  test('removing the member role of a user with further roles asks for confirmation first', async ({ page }) => {
    await signIn(page, USERS.kundenadmin);
    await page.goto(`/customer-userlist?cuid=${cuidOf(page)}`);
    await page.getByRole('button', { name: 'Rolle Mitglied von Paul Oswald entfernen' }).click();
    await page.getByRole('button', { name: /Ja|Yes/ }).click();
    await expect(page.getByTestId('role-confirm-message')).toContainText('Paul Oswald hat weitere Rollen.');
    await page.getByRole('button', { name: /Nein|No/ }).click();
    await expect(page.getByTestId(`role-${USERS.po}-Mitglied`)).toBeVisible();
  });

  test('the admin downloads the export in English and it reads back with the expected sheets', async ({ page }) => {
    await signIn(page, USERS.dsb);
    await page.goto(`/customer-dataexport?cuid=${cuidOf(page)}`);
    await screenshot(page, 'customer-dataexport-de');
    await page.getByTestId('export-language').getByText('Englisch').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^VWS_Data_Export_Muster GmbH_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(
      expect.arrayContaining([
        'Master data',
        'Users',
        'Roles',
        'Audit questions',
        'Audit references',
        'RoPA processing activities',
        'RoPA SDM cube',
        'RoPA relations',
        'Data transfers',
        'Transfers to processing',
      ]),
    );
    expect(workbook.getWorksheet('RoPA processing activities')!.rowCount).toBeGreaterThan(20);
    expect(workbook.getWorksheet('Data transfers')!.rowCount).toBeGreaterThan(20);
    expect(workbook.getWorksheet('Audit questions')!.rowCount).toBeGreaterThan(10);
    await expect(page.getByTestId('export-last')).toContainText('Dana Schulz');
    await setLanguage(page, 'en');
    await screenshot(page, 'customer-dataexport-en');
  });
});

test.describe('meta administration', () => {
  test('without the setting the meta items of the sidebar stay hidden, the user menu offers the meta administration by permission; the meta admin creates a customer and runs the migrations', async ({
    page,
  }) => {
    await signIn(page, USERS.meta, { redirect: '/userprofile' });
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Meta-Administration' })).toHaveCount(0);
    await page.locator('label[for="show-meta-items"]').click();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Meta-Administration' })).toHaveCount(1);
    await page.locator('label[for="show-meta-items"]').click();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Meta-Administration' })).toHaveCount(0);

    // Spec §2 Layout: the user menu's entry needs only the permission (issue 25 item 2).
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Meta-Administration' }).click();
    await expect(page).toHaveURL(/\/metaadmin/);
    await expect(page.getByTestId('customers-table')).toContainText('Muster GmbH');
    await screenshot(page, 'metaadmin-de');
    // Issue 24: at 1280 px the key columns fit, "Umbenennen" whole inside the window, nothing scrolls sideways.
    const rename = page
      .getByTestId('customers-table')
      .getByRole('button', { name: /umbenennen/ })
      .first();
    await expect(rename).toBeInViewport({ ratio: 1 });
    expect(await rename.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    expect(
      await page
        .getByTestId('customers-table')
        .locator('.p-datatable-wrapper')
        .evaluate((box) => box.scrollWidth - box.clientWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByTestId('create-customer').click();
    const dialog = page.getByTestId('create-customer-dialog');
    await dialog.locator('#create-customer-name').fill('Neue Kunde GmbH');
    await dialog.locator('#create-customer-dsbEmail').fill('dsb.neu@example.com');
    await dialog.locator('#create-customer-dsbFirstname').fill('Nora');
    await dialog.locator('#create-customer-dsbLastname').fill('Neu');
    await dialog.getByTestId('create-customer-submit').click();
    await expect(page.getByText('Der Kunde Neue Kunde GmbH wurde angelegt.')).toBeVisible();
    await expect(page.getByTestId('customers-table')).toContainText('Neue Kunde GmbH');

    await page.getByRole('tab', { name: 'Migrationen' }).click();
    await page.getByTestId('run-migrations').click();
    await expect(page.getByTestId('migrations-table')).toContainText('Neue Kunde GmbH');
    await expect(page.getByTestId('migrations-table')).toContainText('OK');
    await screenshot(page, 'metaadmin-migrations-de');

    await setLanguage(page, 'en');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByTestId('user-search').fill('oswald');
    await expect(page.getByTestId('admin-users-table')).toContainText('po@example.com');
    await screenshot(page, 'metaadmin-en');
    // Every other tab in both languages, for a human to look at.
    const tabs = { en: ['Customers', 'Migrations', 'Roles', 'Invitations'], de: ['Benutzer', 'Rollen', 'Einladungen'] } as const;
    for (const locale of ['en', 'de'] as const) {
      await setLanguage(page, locale);
      for (const tab of tabs[locale]) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await screenshot(page, `metaadmin-${tab.toLowerCase()}-${locale}`);
      }
    }
    expect(DEMO_PASSWORD).toBeTruthy();
  });
});
