import { expect, test, type Page } from '@playwright/test';
import { USERS, cuidOf, signIn, listTableReady } from '../support/portal';

/** The audit module in the browser: questions, conflict, reference lists, reports, permissions. */

async function openAudit(page: Page, email: string): Promise<string> {
  await signIn(page, email);
  const cuid = cuidOf(page);
  await page.goto(`/audit?cuid=${cuid}`);
  await expect(page.getByRole('heading', { name: 'Audit-Fragen' })).toBeVisible();
  await expect(page.locator('.audit-list tbody tr').first()).toBeVisible();
  return cuid;
}

const rows = (page: Page) => page.locator('.audit-list tbody tr');
const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

test.describe('audit', () => {
  test('a DSB creates a question, meeting each validation rule first', async ({ page }) => {
    await openAudit(page, USERS.dsb);
    await page.getByRole('button', { name: 'Neue Frage' }).click();
    await expect(page).toHaveURL(/\/auditfrage\?.*id=new/);
    const errors = page.locator('small.p-error');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(errors).toHaveCount(3);
    await page.locator('#frage-nummer').fill('8.1');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(errors).toHaveCount(2);
    await page.locator('#frage-themenblock-dropdown').click();
    await page.getByRole('option', { name: 'Beschäftigtendatenschutz' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(errors).toHaveCount(1);
    await expect(page.locator('#frage-fragestellung-error')).toHaveText('Pflichtfeld');
    await page.locator('#frage-fragestellung').fill('Werden Homeoffice-Arbeitsplätze datenschutzgerecht eingerichtet?');
    await page.locator('#frage-ticket').fill('kein link');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.locator('#frage-ticket-error')).toHaveText('Bitte eine gültige Adresse (URL) angeben.');
    await page.locator('#frage-ticket').fill('https://jira.example/DS-81');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(toast(page, 'Die Frage wurde angelegt.')).toBeVisible();
    await expect(page).toHaveURL(/\/auditfrage\?.*id=\d+/);
    await expect(page.locator('#frage-nummer')).toHaveValue('8.1');
    await expect(page.locator('#frage-status-dropdown')).toContainText('unbearbeitet');

    await page.getByRole('button', { name: 'Zur Liste' }).click();
    await page.getByLabel('Nummer oder Fragestellung').fill('homeoffice');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('8.1');
  });

  test('changes the page size by keyboard and by pointer: the DataTable’s dropdown loads when reached', async ({ page }) => {
    await openAudit(page, USERS.dsb);
    const list = page.locator('.audit-list');
    await listTableReady(list);
    const pageSize = list.locator('.p-paginator .p-dropdown');
    const shownSize = async () => Number(await pageSize.locator('.p-dropdown-label').textContent());
    // "42 von 45 Fragen": the questions the list holds (those matching its filter) come first.
    const total = Number((await list.locator('.p-paginator-current').textContent())?.match(/(\d+) von \d+/)?.[1]);
    const sizes = [10, 25, 50, 100];
    const before = await shownSize();
    await expect(rows(page)).toHaveCount(Math.min(before, total));
    const next = sizes[sizes.indexOf(before) + 1] ?? 50;
    // The rows are the first rows' table until the page size is reached.
    await expect(list.locator('[data-first-rows]')).toHaveCount(1);

    // Keyboard: Tab comes from the last page link to the page size; Enter opens it once the
    // DataTable is there, with the focus on its page size; the arrow and Enter choose the next size.
    await list.getByRole('button', { name: 'Letzte Seite' }).focus();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('textbox', { name: 'Zeilen pro Seite' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: String(next) })).toBeVisible();
    await expect(list.locator('[data-first-rows]')).toHaveCount(0);
    await page.keyboard.press(next > before ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(Math.min(next, total));
    await expect(list.getByRole('textbox', { name: 'Zeilen pro Seite' })).toBeFocused();

    // Pointer, on a page where the DataTable has not loaded: a click on the page size opens it.
    await page.reload();
    await expect(rows(page)).toHaveCount(Math.min(next, total));
    await expect(list.locator('[data-first-rows]')).toHaveCount(1);
    await pageSize.click();
    await page.getByRole('option', { name: String(before) }).click();
    await expect(rows(page)).toHaveCount(Math.min(before, total));
    expect(await shownSize()).toBe(before);
  });

  test('filters, pages and walks previous/next through the filtered questions', async ({ page }) => {
    await openAudit(page, USERS.dsb);
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('1');
    await listTableReady(page.locator('.audit-list'));
    await page.locator('.p-paginator-page', { hasText: '2' }).click();
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('2');
    await expect(rows(page).first()).toBeVisible();

    await page.getByLabel('Nummer oder Fragestellung').fill('LÖSCH');
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('1');
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) await expect(rows(page).nth(i)).toContainText(/lösch/i);

    await page.getByLabel('nicht zutreffend').check();
    await rows(page).first().click();
    await expect(page.getByTestId('audit-position')).toHaveText(new RegExp(`Frage 1 von \\d+`));
    const first = await page.locator('#frage-nummer').inputValue();
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
    await expect(page.getByTestId('audit-position')).toContainText('Frage 2 von');
    await expect(page.locator('#frage-nummer')).not.toHaveValue(first);
    await page.getByRole('button', { name: 'Vorherige Frage' }).click();
    await expect(page.locator('#frage-nummer')).toHaveValue(first);

    // The filter survives a reload of the tab (sessionStorage).
    await page.goto(page.url().replace(/\/auditfrage.*$/, `/audit?cuid=${cuidOf(page)}`));
    await expect(page.getByLabel('Nummer oder Fragestellung')).toHaveValue('LÖSCH');
  });

  test('two tabs edit the same question: the second save is offered to overwrite', async ({ page, context }) => {
    const cuid = await openAudit(page, USERS.dsb);
    await rows(page).first().click();
    const url = page.url();
    const other = await context.newPage();
    await other.goto(url);
    await expect(other.locator('#frage-bemerkung')).toBeVisible();

    await page.locator('#frage-bemerkung').fill('Geändert in Tab 1');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Die Frage wurde gespeichert.')).toBeVisible();

    await other.locator('#frage-bemerkung').fill('Geändert in Tab 2');
    await other.getByRole('button', { name: 'Speichern' }).click();
    await expect(other.getByText('Neuere Version vorhanden')).toBeVisible();
    await other.getByRole('button', { name: 'Überschreiben' }).click();
    await expect(toast(other, 'Die Frage wurde gespeichert.')).toBeVisible();

    await page.goto(url);
    await expect(page.locator('#frage-bemerkung')).toHaveValue('Geändert in Tab 2');
    expect(cuid).toBeTruthy();
  });

  test('attaches a file to a question, and it can be downloaded again', async ({ page }) => {
    await openAudit(page, USERS.bearbeiter);
    await rows(page).nth(2).click();
    await expect(page.locator('#frage-nummer')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Dokument hinzufügen' }).click();
    const doc = page.getByTestId('audit-dokument').last();
    await doc.getByText('Datei', { exact: true }).click();
    await doc
      .locator('input[type=file]')
      .setInputFiles({ name: 'schulungsnachweis.txt', mimeType: 'text/plain', buffer: Buffer.from('Schulung am 12.03.2026 durchgeführt.') });
    await expect(doc.getByLabel('Bezeichnung')).toHaveValue('schulungsnachweis.txt');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Die Frage wurde gespeichert.')).toBeVisible();

    await page.reload();
    const stored = page.getByTestId('audit-dokument').filter({ hasText: 'schulungsnachweis.txt' });
    const [download] = await Promise.all([page.waitForEvent('download'), stored.getByRole('link', { name: /schulungsnachweis\.txt/ }).click()]);
    expect(download.suggestedFilename()).toBe('schulungsnachweis.txt');
    const fs = await import('node:fs/promises');
    expect(await fs.readFile(await download.path(), 'utf8')).toBe('Schulung am 12.03.2026 durchgeführt.');
  });

  test('edits a reference list: adds an entry; an entry in use cannot be deleted', async ({ page }) => {
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);
    await page.goto(`/audit-organisationseinheiten?cuid=${cuid}`);
    await expect(page.getByRole('heading', { name: 'Organisationseinheiten' })).toBeVisible();
    await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    await page.getByPlaceholder('Neuer Eintrag').fill('Revision');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Die Liste wurde gespeichert.')).toBeVisible();
    await expect(page.locator('input[value="Revision"]')).toBeVisible();

    const itRow = page.getByTestId('audit-reference-row').filter({ has: page.locator('input[value="IT"]') });
    // An entry in use says so before deletion: its count, and no delete.
    await expect(itRow.getByTestId('audit-reference-usage')).toContainText(/in \d+ Fragen? verwendet/);
    await expect(itRow.getByRole('button', { name: 'Löschen' })).toBeDisabled();
  });

  test('the summary report shows the numbers of the data', async ({ page }) => {
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);
    const fragen = (await page.evaluate(
      async (c) => (await (await fetch(`/api/audit/auditfragen?customer_uid=${c}`, { credentials: 'include' })).json()).auditfragen,
      cuid,
    )) as { ID_Status: number; SchutzzieleIDs: number[] }[];
    const mine = fragen.filter((f) => f.SchutzzieleIDs.includes(6));
    const erfuellt = mine.filter((f) => f.ID_Status === 3).length;
    const na = mine.filter((f) => f.ID_Status === 4).length;
    const percent = Math.round((erfuellt / (mine.length - na)) * 100);

    await page.goto(`/audit-summary-report?cuid=${cuid}`);
    const row = page.locator('.audit-summary tbody tr').filter({ hasText: 'Vertraulichkeit' });
    await expect(row.locator('td').nth(1)).toHaveText(String(mine.length));
    await expect(row.locator('td').nth(6)).toHaveText(String(na));
    await expect(row.locator('td').nth(7)).toHaveText(String(erfuellt));
    await expect(row.locator('td').nth(8)).toHaveText(`${percent} %`);
    await expect(page.locator('.audit-summary canvas')).toBeVisible();
  });

  test('saves the list report free text and shows the print layout', async ({ page }) => {
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);
    await page.goto(`/audit-list-report?cuid=${cuid}`);
    await expect(page.getByRole('heading', { name: 'Audit-Listenbericht' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const text = page.locator('.vws-free-text textarea');
    await text.fill('Das Audit 2026 ist abgeschlossen; offene Punkte siehe Liste.');
    await page.locator('.vws-free-text').getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Der Freitext wurde gespeichert.')).toBeVisible();
    await page.reload();
    await expect(text).toHaveValue('Das Audit 2026 ist abgeschlossen; offene Punkte siehe Liste.');
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(page.locator('.audit-report-table')).toBeVisible();
  });

  test('a reader sees the audit but cannot edit', async ({ page }) => {
    await openAudit(page, USERS.leser);
    await expect(page.getByRole('button', { name: 'Neue Frage' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Themenblöcke' })).toHaveCount(0);
    await rows(page).first().click();
    await expect(page.getByText('Sie können diese Frage nur lesen.')).toBeVisible();
    await expect(page.getByTestId('frage-fragestellung-value')).not.toBeEmpty();
    await expect(page.locator('#frage-fragestellung')).toHaveCount(0); // values as text, no disabled form
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await page.goto(`/audit-list-report?cuid=${cuidOf(page)}`);
    await expect(page.getByRole('heading', { name: 'Audit-Listenbericht' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.vws-free-text textarea')).toBeDisabled();
  });

  test('unsaved changes are not lost silently: the back button asks first', async ({ page }) => {
    await openAudit(page, USERS.dsb);
    await page.locator('.audit-list tbody tr').first().click();
    await expect(page.locator('#frage-nummer')).not.toHaveValue('');
    await page.locator('#frage-bemerkung').fill('Noch nicht gespeichert');
    await page.goBack();
    await expect(page.locator('.p-confirm-dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Bleiben' }).click();
    await expect(page).toHaveURL(/\/auditfrage\?/);
    await expect(page.locator('#frage-bemerkung')).toHaveValue('Noch nicht gespeichert');
    await expect(page.locator('.p-confirm-dialog')).toBeHidden();
    // The router restores the history entry after "Bleiben" asynchronously; a back press that
    // arrives before that (a busy machine) is absorbed, so press again until the guard asks.
    await expect(async () => {
      if (!(await page.locator('.p-confirm-dialog').isVisible())) await page.goBack();
      await expect(page.locator('.p-confirm-dialog')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Verlassen' }).click();
    await expect(page.getByRole('heading', { name: 'Audit-Fragen' })).toBeVisible();
  });

  test('a process owner has no audit section and no audit widget on the dashboard', async ({ page }) => {
    await signIn(page, USERS.po);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('sidebar-section-audit')).toHaveCount(0);
    await expect(page.getByTestId('customer-dashboard')).toBeVisible();
    await expect(page.getByTestId('dashboard-widget-audit')).toHaveCount(0);
  });

  test('the dashboard shows the audit widget without loading the audit remote, and its link opens the list', async ({ page }) => {
    const remoteCode: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/(audit|vvt|datenweitergaben)\/.*\.js$/.test(new URL(request.url()).pathname)) remoteCode.push(request.url());
    });
    await signIn(page, USERS.dsb);
    await expect(page.getByTestId('audit-dashboard-widget')).toBeVisible({ timeout: 30_000 });
    // The counts as bars drawn with HTML (no chart library on the dashboard), at least one bar each.
    await expect(page.getByTestId('audit-widget-chart').locator('[data-counts-bars] span[title]').first()).toBeVisible();
    await expect(page.getByTestId('vvt-widget-chart').locator('[data-counts-bars] span[title]').first()).toBeVisible();
    await expect(page.getByTestId('datenweitergaben-dashboard-widget')).toBeVisible();
    // The widgets are data from the server, rendered by the shell's shared code: no module's code loads for them.
    expect(remoteCode).toEqual([]);
    await page.getByTestId('audit-dashboard-widget').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Audit-Fragen' })).toBeVisible();
  });
});
