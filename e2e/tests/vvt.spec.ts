import { expect as baseExpect, test, type Page } from '@playwright/test';
import { USERS, cuidOf, signIn, listTableReady } from '../support/portal';
import { listRows, openVvt, pick, provideAssignableUsers, toast } from './vvt-support';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The VVT flow of issue 8 in the browser: a DSB creates a processing activity with cube cells,
 * relates it, assigns it to the PO; the PO edits and flags it; the DSB reviews it; a reader cannot edit.
 */
const NUMMER = `E2E-${Date.now() % 100000}`;
const NAME = 'Telefonnotizen im Kundenservice';

async function openRecord(page: Page, text: string) {
  await page.getByLabel('Nummer oder Name').fill(text);
  await expect(listRows(page)).toHaveCount(1);
  // The one row left must be the record itself (its number links to it), not a row still on its way.
  const link = listRows(page).first().getByRole('link', { name: text });
  await expect(link).toBeVisible();
  await link.click();
  // The detail (some hundred fields) loads on demand; the machine of the test run may be slow.
  // (an input for editors, the value as text in the read view)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
}

test.describe.configure({ mode: 'serial' });

test.describe('vvt', () => {
  test('a DSB creates a level 1 record with cube cells, relates it and assigns it to the PO', async ({ page }) => {
    test.setTimeout(180_000);
    const cuid = await openVvt(page, USERS.dsb, '/vvt-list/1');
    await expect(page.getByRole('heading', { name: 'Verarbeitungstätigkeiten (Fachebene)' })).toBeVisible();
    await expect(listRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Neuer Eintrag' }).click();
    await expect(page).toHaveURL(/\/vvt-detail\/1\?cuid=[^&]+$/);

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.locator('small.p-error')).toHaveCount(2);
    await page.locator('#vvt-Nummer').fill(NUMMER);
    await page.locator('#vvt-Name').fill(NAME);
    await page.locator('#vvt-Zweck').fill('Dokumentation von Kundenanrufen zur Bearbeitung von Anliegen.');
    await page.locator('#vvt-Verantwortlich_Name').fill('Jonas Keller');
    await pick(page, page.locator('#vvt-personengruppen').locator('xpath=ancestor::div[contains(@class,"p-multiselect")]'), 'Kund', 'Kundinnen und Kunden');
    await page.getByRole('tab', { name: 'Daten erheben' }).click();
    await page.locator('#vvt-schritt-1-beschreibung').fill('Erfassung während des Telefonats im CRM.');
    await page.locator('#vvt-cube-1-1-antwort').fill('Nur Name, Rückrufnummer und Anliegen werden notiert.');
    await pick(page, page.locator('#vvt-cube-1-1-risiko-dropdown'), '', 'mittel');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Der Eintrag wurde angelegt.')).toBeVisible();
    await expect(page).toHaveURL(/IdVerarbeitung=\d+/);
    await expect(page.locator('#vvt-cube-1-1-antwort')).toHaveValue('Nur Name, Rückrufnummer und Anliegen werden notiert.');

    await page.getByRole('tab', { name: 'Beziehungen' }).click();
    const relations = page.getByTestId('vvt-relations');
    for (const [search, name] of [
      ['AP-05', /AP-05 Videomanagementsystem/],
      ['IN-03', /IN-03 Datensicherung/],
    ] as const) {
      await pick(page, relations.locator('.p-dropdown'), search, name);
      await relations.getByRole('button', { name: 'Hinzufügen' }).click();
    }
    await expect(relations.getByTestId('vvt-relation')).toHaveCount(2);
    // One Save for the page (issue 24): the staged relations go with it.
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(toast(page, 'Die Änderungen wurden gespeichert.')).toBeVisible();
    await expect(relations.getByTestId('vvt-relation-indirect').filter({ hasText: 'IN-04 Netzwerk und Firewall' })).toBeVisible();
    await expect(relations.getByTestId('vvt-relation-indirect').filter({ hasText: 'über AP-05 Videomanagementsystem' }).first()).toBeVisible();

    await provideAssignableUsers(page, cuid);
    await page.reload();
    await pick(page, page.getByTestId('vvt-record-panel').locator('.p-multiselect'), 'Paul', 'Paul Oswald');
    await page.getByRole('button', { name: 'Zuordnen' }).click();
    await expect(toast(page, 'Die Zuordnung wurde gespeichert.')).toBeVisible();
  });

  test.beforeEach(() => test.setTimeout(120_000));

  test('the PO finds it under "assigned to me", edits it and flags it for review; the status stays the DPO\'s', async ({ page }) => {
    await openVvt(page, USERS.po, '/vvt-list-zugeordnet-po');
    await expect(page.getByRole('heading', { name: 'Mir zugeordnete Verarbeitungen' })).toBeVisible();
    await openRecord(page, NUMMER);
    await expect(page.locator('#vvt-ID_Status-dropdown')).toHaveClass(/p-disabled/);
    await page.locator('#vvt-bemerkungen').fill('Aufbewahrung der Notizen mit dem Kundenservice abgestimmt.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Die Änderungen wurden gespeichert.')).toBeVisible();
    await page.getByLabel('Bereit zur Prüfung durch den DSB').click({ force: true });
    await expect(toast(page, 'Der Eintrag wurde zur Prüfung durch den DSB freigegeben.')).toBeVisible();
  });

  test('the DSB finds it in the review list, sets the status; the tab survives a reload', async ({ page }) => {
    await openVvt(page, USERS.dsb, '/vvt-list-zur-pruefung-dsb');
    await expect(page.getByRole('heading', { name: 'Zur Prüfung durch den DSB' })).toBeVisible();
    await openRecord(page, NUMMER);
    await expect(page.locator('#vvt-bemerkungen')).toHaveValue('Aufbewahrung der Notizen mit dem Kundenservice abgestimmt.');
    // The record opens at its top (the tabs' header no longer scrolls the page down to itself).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await pick(page, page.locator('#vvt-ID_Status-dropdown'), '', 'in Ordnung');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Die Änderungen wurden gespeichert.')).toBeVisible();

    await page.getByRole('tab', { name: 'Bericht' }).click();
    await expect(page.getByTestId('vvt-cube-grid')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('vvt-cube-grid')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bericht' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#vvt-ID_Status-dropdown')).toContainText(/in Ordnung/i);
  });

  test('a reader sees the record read-only', async ({ page }) => {
    await openVvt(page, USERS.leser, '/vvt-list/1');
    await openRecord(page, NUMMER);
    await expect(page.getByText('Sie können diesen Eintrag nur ansehen.')).toBeVisible();
    // A read view: the value as text, no greyed-out input.
    await expect(page.locator('dd#vvt-Name')).toHaveText(/\S/);
    await expect(page.locator('input#vvt-Name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Neuer Eintrag' })).toHaveCount(0);
    expect(cuidOf(page)).toBeTruthy();
  });
});

test('the sidebar shows the VVT section by permission', async ({ page }) => {
  await signIn(page, USERS.po);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('link', { name: 'Mir zugeordnet' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Zur Prüfung durch den DSB' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Fachebene' })).toBeVisible();
});

test('the list comes from the server a page at a time; the detail walks every matching record across pages', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.leser);
  const cuid = cuidOf(page);
  const listCall = (check: (params: URLSearchParams) => boolean) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/vvt/verarbeitungen' && check(url.searchParams);
    });
  const rowsOf = () => page.locator('[data-testid=vvt-list-page] tbody tr');
  type Answer = { verarbeitungen: { ID: number; Name: string }[]; matching: number; total: number; ids: number[] };
  // Ten rows a page, as a user who chose that size before; every status shown.
  await page.evaluate(() =>
    sessionStorage.setItem('vws.vvt.list', JSON.stringify({ page: 1, rows: 10, filter: { status: [true, true, true, true, true, true] } })),
  );
  const firstPage = listCall((params) => params.get('rows') === '10' && params.get('page') === '1' && params.get('register') === '1');
  await page.goto(`/vvt-list/1?cuid=${cuid}`);
  const first = (await (await firstPage).json()) as Answer;
  expect(first.total).toBeGreaterThan(10);
  expect(first.verarbeitungen).toHaveLength(10);
  expect(first.ids).toHaveLength(first.matching);
  await expect(rowsOf()).toHaveCount(10);
  await expect(page.getByText(`${first.matching} von ${first.total} Einträgen`)).toBeVisible();
  await listTableReady(page.getByTestId('vvt-list-page'));

  const sorted = listCall((params) => params.get('sortField') === 'Name' && params.get('sortOrder') === '1');
  await page.getByRole('columnheader', { name: /Bezeichnung/ }).click();
  const byName = (await (await sorted).json()) as Answer;
  await expect(rowsOf().first()).toContainText(byName.verarbeitungen[0]!.Name);

  const secondPage = listCall((params) => params.get('page') === '2' && params.get('sortField') === 'Name');
  await page
    .getByRole('button', { name: /^Page 2$|^Seite 2$|^2$/ })
    .first()
    .click();
  const second = (await (await secondPage).json()) as Answer;
  // The last record of page 2 opens; "next" leads to the first record of page 3: the snapshot is every match.
  const last = second.verarbeitungen.at(-1)!;
  await rowsOf().filter({ hasText: last.Name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(last.Name);
  await expect(page.getByTestId('vvt-position')).toHaveText(`Eintrag 20 von ${second.matching}`);
  await page.getByRole('button', { name: 'Nächster Eintrag' }).click();
  await expect(page.getByTestId('vvt-position')).toHaveText(`Eintrag 21 von ${second.matching}`);
  await expect(page).toHaveURL(new RegExp(`IdVerarbeitung=${second.ids[20]}`));

  await page.goBack();
  await page.goBack();
  const filtered = listCall((params) => params.get('text') === 'personal' && params.get('page') === '1');
  await page.getByLabel('Nummer oder Name').fill('personal');
  const answer = (await (await filtered).json()) as Answer;
  expect(answer.matching).toBeGreaterThan(0);
  expect(answer.matching).toBeLessThan(answer.total);
  await expect(rowsOf()).toHaveCount(Math.min(10, answer.matching));
  await expect(page.getByText(`${answer.matching} von ${answer.total} Einträgen`)).toBeVisible();
});
